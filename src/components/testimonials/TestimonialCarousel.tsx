import React, { useState } from 'react';
import { getSrc } from 'gatsby-plugin-image';
import { Pause, Play } from '../ui/icons';
import { PREFERS_REDUCED_MOTION, useMediaQuery } from '../../hooks/use-media-query';
import { useTestimonialQueue } from '../../hooks/use-testimonial-queue';
import { initialsOf } from '../../lib/blog/author-display';
import { centralEntry, ringSlot } from '../../lib/ui/testimonial-queue';
import * as S from './TestimonialCarousel.styles';

export type Testimonial = Queries.HomePageQuery['allTestimonialsJson']['nodes'][number];

/** Testimonials carousel (product-rules §2, §4, WCAG 2.2.2): the review is announced only while rotation is stopped. */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const isReducedMotion = useMediaQuery(PREFERS_REDUCED_MOTION);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const isPaused = userPaused ?? isReducedMotion;
  const isRunning = !isPaused && !isHovered && !isFocused;
  const { queue, moveToEnd } = useTestimonialQueue(testimonials, isRunning);
  const central = centralEntry(queue);

  // Keyboard focus pauses; a mouse click on an avatar should not leave the carousel stuck on pause.
  const handleFocus = (event: React.FocusEvent<HTMLDivElement>) => setIsFocused(event.target.matches(':focus-visible'));
  const handleBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsFocused(false);
  };

  return (
    <S.Wrapper role="group" aria-roledescription="carousel" aria-label="Client testimonials">
      <S.Stage
        onMouseEnter={() => setIsHovered(true)}
        onMouseLeave={() => setIsHovered(false)}
        onFocus={handleFocus}
        onBlur={handleBlur}
      >
        {/* Everyone in a fixed DOM order, so focus is never lost when the queue moves. */}
        <S.Ring>
          {testimonials.map((person) => {
            const index = queue.findIndex((entry) => entry.key === person.key);
            const slot = ringSlot(index, queue.length);
            const isCentral = slot === -1;
            const image = person.profile?.childImageSharp?.gatsbyImageData;
            return (
              <S.Avatar
                key={person.key}
                type="button"
                $isCentral={isCentral}
                style={
                  isCentral
                    ? undefined
                    : ({ '--angle': `${(360 / (queue.length - 1)) * slot}deg` } as React.CSSProperties)
                }
                disabled={isCentral}
                aria-hidden={isCentral ? true : undefined}
                onClick={() => moveToEnd(person.key)}
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
                  // The initials are a picture of the person, not the button's words: its name is the text below.
                  // With an aria-label instead, the visible initials would be missing from the name (WCAG 2.5.3).
                  <S.Initial aria-hidden="true">{initialsOf(person.name)}</S.Initial>
                )}
                {isCentral ? null : (
                  <span className="visually-hidden">Move {person.name} to the back of the queue</span>
                )}
              </S.Avatar>
            );
          })}
        </S.Ring>
        {central ? (
          <S.Quote aria-live={isRunning ? 'off' : 'polite'} aria-atomic="true">
            <S.Review key={central.key}>
              <p>{central.review}</p>
            </S.Review>
            <S.Caption>
              <span>{central.name}</span>
              <span>{central.role}</span>
            </S.Caption>
          </S.Quote>
        ) : null}
      </S.Stage>
      <S.Toggle type="button" onClick={() => setUserPaused(!isPaused)} aria-pressed={isPaused}>
        {isPaused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
        {isPaused ? 'Play' : 'Pause'}
        <span className="visually-hidden"> automatic rotation of testimonials</span>
      </S.Toggle>
    </S.Wrapper>
  );
}
