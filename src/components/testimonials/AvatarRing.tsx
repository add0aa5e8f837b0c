import React from 'react';
import { getSrc } from 'gatsby-plugin-image';
import { ringSlot } from '../../lib/ui/testimonial-queue';
import { getImage } from '../ui/Image';
import type { Testimonial } from './TestimonialCarousel';
import * as S from './AvatarRing.styles';

interface AvatarRingProps {
  /** Everyone, in a fixed order: the DOM order never changes, so focus is never lost when the queue moves. */
  people: readonly Testimonial[];
  queue: readonly Testimonial[];
  onMoveToEnd: (key: string) => void;
}

/**
 * Every avatar of the queue: the central one (fifth, product-rules §4) large in the middle, the others around it in
 * queue order. A change of queue glides each avatar to its new place. Clicking a surrounding avatar sends
 * that person to the back of the queue.
 */
export function AvatarRing({ people, queue, onMoveToEnd }: AvatarRingProps) {
  return (
    <S.Ring>
      {people.map((person) => {
        const slot = ringSlot(
          queue.findIndex((entry) => entry.key === person.key),
          queue.length,
        );
        const isCentral = slot === -1;
        const image = getImage(person.profile.childImageSharp);
        return (
          <S.Avatar
            key={person.key}
            type="button"
            $slot={slot}
            $count={queue.length - 1}
            disabled={isCentral}
            aria-label={isCentral ? undefined : `Move ${person.name} to the back of the queue`}
            aria-hidden={isCentral ? true : undefined}
            tabIndex={isCentral ? -1 : undefined}
            onClick={() => onMoveToEnd(person.key)}
          >
            {image ? (
              // A plain img: a button may only hold phrasing content, and GatsbyImage wraps in divs.
              <S.Photo
                src={getSrc(image)}
                width={image.width}
                height={image.height}
                alt=""
                loading="lazy"
                decoding="async"
              />
            ) : (
              <S.Initial>{person.name.charAt(0)}</S.Initial>
            )}
          </S.Avatar>
        );
      })}
    </S.Ring>
  );
}
