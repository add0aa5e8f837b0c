import { useEffect, useState, type RefObject } from 'react';
import { COUNT_UP_MS } from '../lib/ui/count-up';
import { useInView } from './use-in-view';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** One clock for the About counters (product-rules §4); done at first so the server render never reads 0. */
export function useCountUp(ref: RefObject<Element>): number {
  const run = useInView(ref);
  const isReducedMotion = usePrefersReducedMotion();
  const [elapsed, setElapsed] = useState(COUNT_UP_MS);

  useEffect(() => {
    setElapsed(isReducedMotion ? COUNT_UP_MS : 0);
    if (isReducedMotion || !run) return undefined;
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
