import { useEffect, useState } from 'react';
import { moveToEnd, rotate, ROTATION_MS } from '../lib/ui/testimonial-queue';

/** The carousel queue (product-rules §4): each change restarts the 6000 ms, so every central entry gets its full time. */
export function useTestimonialQueue<T extends { key: string }>(initial: readonly T[], isRunning: boolean) {
  const [queue, setQueue] = useState(() => [...initial]);

  useEffect(() => {
    if (!isRunning || queue.length < 2) return undefined;
    const timer = window.setTimeout(() => setQueue(rotate), ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [isRunning, queue]);

  return { queue, moveToEnd: (key: string) => setQueue((current) => moveToEnd(current, key)) };
}
