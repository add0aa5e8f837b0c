import { useCallback, useEffect, useState } from 'react';
import { moveToEnd, rotate, ROTATION_MS } from '../lib/ui/testimonial-queue';

/**
 * The carousel queue (product-rules §4): while `isRunning`, the first entry moves to the end every 6000 ms;
 * `moveToEnd(key)` handles an avatar click. Each change restarts the 6000 ms, so a new central
 * testimonial always gets its full time; the timer is cleared when paused or unmounted.
 */
export function useTestimonialQueue<T extends { key: string }>(
  initial: readonly T[],
  isRunning: boolean,
): { queue: T[]; moveToEnd: (key: string) => void } {
  const [queue, setQueue] = useState(() => [...initial]);

  useEffect(() => {
    if (!isRunning || queue.length < 2) return undefined;
    const timer = window.setTimeout(() => setQueue(rotate), ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [isRunning, queue]);

  const handleMoveToEnd = useCallback((key: string) => setQueue((current) => moveToEnd(current, key)), []);
  return { queue, moveToEnd: handleMoveToEnd };
}
