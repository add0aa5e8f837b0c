import { useEffect, useState, type RefObject } from 'react';
import { COUNT_UP_MS } from '../lib/ui/count-up';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/**
 * One clock for the About counters (product-rules §4); done at first so the server render never reads 0.
 * It counts from 0 each time 30% of the element comes into view.
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

  const isReducedMotion = usePrefersReducedMotion();
  const [elapsed, setElapsed] = useState(COUNT_UP_MS);

  useEffect(() => {
    setElapsed(isReducedMotion ? COUNT_UP_MS : 0);
    if (isReducedMotion || !isInView) return undefined;
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
