import { useEffect, useState, type RefObject } from 'react';
import { COUNT_UP_MS } from '../lib/ui/count-up';
import { PREFERS_REDUCED_MOTION, useMediaQuery } from './use-media-query';

/**
 * One clock for the About counters (product-rules §4). It reads "done" whenever it is not counting: in the server
 * render, out of view and under reduced motion, so a print, a full-page capture or a glance never shows 0. Each time
 * 30% of the element comes into view it counts from 0 again.
 */
export function useCountUp(ref: RefObject<Element>): number {
  const [isInView, setIsInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        // isIntersecting alone stays true down to the last visible pixel; leaving means dropping below 30%.
        for (const entry of entries) setIsInView(entry.isIntersecting && entry.intersectionRatio >= 0.3 * 0.99);
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  const isReducedMotion = useMediaQuery(PREFERS_REDUCED_MOTION);
  const [elapsed, setElapsed] = useState(COUNT_UP_MS);

  useEffect(() => {
    if (isReducedMotion || !isInView) {
      setElapsed(COUNT_UP_MS);
      return undefined;
    }
    setElapsed(0);
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      setElapsed(now - start);
      if (now - start < COUNT_UP_MS) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [isInView, isReducedMotion]);

  return elapsed;
}
