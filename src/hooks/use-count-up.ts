import { useEffect, useState, type RefObject } from 'react';
import { COUNT_UP_MS } from '../lib/ui/count-up';
import { useInView } from './use-in-view';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/**
 * One clock for all the About counters (product-rules §4): 0 → 2000 ms each time `ref` comes into view, 0 while
 * out of view. Already done under reduced motion and in the server render (the page never reads 0 without script).
 */
export function useCountUp(ref: RefObject<Element>): number {
  const run = useInView(ref);
  const isReducedMotion = usePrefersReducedMotion();
  const [elapsed, setElapsed] = useState(COUNT_UP_MS);

  useEffect(() => {
    if (isReducedMotion) {
      setElapsed(COUNT_UP_MS);
      return undefined;
    }
    setElapsed(0);
    if (!run) return undefined;
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      setElapsed(now - start);
      if (now - start < COUNT_UP_MS) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [run, isReducedMotion]);

  return elapsed;
}
