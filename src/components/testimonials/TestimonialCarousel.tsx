import React, { useState } from 'react';
import { Pause, Play } from '../ui/icons';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion';
import { useTestimonialQueue } from '../../hooks/use-testimonial-queue';
import { arrangeQueue } from '../../lib/ui/testimonial-queue';
import { AvatarRing } from './AvatarRing';
import * as S from './TestimonialCarousel.styles';

export type Testimonial = Queries.HomePageQuery['allTestimonialsJson']['nodes'][number];

/**
 * Testimonials carousel (product-rules §2, §4): five avatars around the central one, whose review and name are shown.
 * It rotates every 6000 ms unless paused by the button, hovered, focused, or the visitor prefers reduced
 * motion (product-rules, WCAG 2.2.2). The review is announced politely only while rotation is stopped.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const isReducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const isPaused = userPaused ?? isReducedMotion;
  const isRunning = !isPaused && !isHovered && !isFocused;
  const { queue, moveToEnd } = useTestimonialQueue(testimonials, isRunning);
  const { central } = arrangeQueue(queue);

  // Keyboard focus pauses; a mouse click on an avatar should not leave the carousel stuck on pause.
  const handleFocus = (event: React.FocusEvent<HTMLDivElement>) => setIsFocused(isKeyboardFocus(event.target));
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
        <AvatarRing people={testimonials} queue={queue} onMoveToEnd={moveToEnd} />
        {central ? (
          <S.Quote aria-live={isRunning ? 'off' : 'polite'} aria-atomic="true">
            <S.Review key={central.key}>
              <p>{central.review}</p>
            </S.Review>
            <S.Caption>
              <S.Name>{central.name}</S.Name>
              <S.Role>{central.role}</S.Role>
            </S.Caption>
          </S.Quote>
        ) : null}
      </S.Stage>
      <S.Controls>
        <S.Toggle type="button" onClick={() => setUserPaused(!isPaused)} aria-pressed={isPaused}>
          {isPaused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
          {isPaused ? 'Play' : 'Pause'}
          <span className="visually-hidden"> automatic rotation of testimonials</span>
        </S.Toggle>
      </S.Controls>
    </S.Wrapper>
  );
}

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}
