import { useEffect, useState } from 'react';
import { COUNT_UP_MS, countUpValue } from '../lib/ui/count-up';

/**
 * The number a counter shows (product-rules §4 About counters): each time `run` becomes true it animates from 0 to
 * `target` over 2000 ms with requestAnimationFrame, and it waits at 0 while out of view so the next entry
 * starts from there. Under reduced motion it shows the target at once. The server render shows the target,
 * so the page never reads 0 without script.
 */
export function useCountUp(target: number, run: boolean, isReducedMotion: boolean): number {
  const [value, setValue] = useState(target);

  useEffect(() => {
    if (isReducedMotion) {
      setValue(target);
      return undefined;
    }
    if (!run) {
      setValue(0);
      return undefined;
    }
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const elapsed = now - start;
      setValue(countUpValue(target, elapsed, COUNT_UP_MS));
      if (elapsed < COUNT_UP_MS) frame = window.requestAnimationFrame(step);
    };
    setValue(0);
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [target, run, isReducedMotion]);

  return value;
}
