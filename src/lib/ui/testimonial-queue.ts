/** Testimonials carousel queue (product-rules §4 Testimonials, §9 rotation 6000 ms). */

export const ROTATION_MS = 6000;
/** The central testimonial is the fifth in the queue (product-rules §4). */
export const CENTRAL_INDEX = 4;

/** One automatic step: `rotate(['a', 'b', 'c'])` → `['b', 'c', 'a']`. */
export function rotate<T>(queue: readonly T[]): T[] {
  return [...queue.slice(1), ...queue.slice(0, 1)];
}

/** A clicked avatar goes to the back of the queue; an unknown key changes nothing. */
export function moveToEnd<T extends { key: string }>(queue: readonly T[], key: string): T[] {
  const index = queue.findIndex((entry) => entry.key === key);
  if (index === -1) return [...queue];
  return [...queue.slice(0, index), ...queue.slice(index + 1), queue[index] as T];
}

/** The fifth, or the last when the queue is shorter than five: `centralIndex(6)` → 4, `centralIndex(3)` → 2. */
export function centralIndex(length: number): number {
  return Math.max(0, Math.min(CENTRAL_INDEX, length - 1));
}

/** The entry whose review is shown; the others are drawn around it in queue order (`ringSlot`). */
export const centralEntry = <T>(queue: readonly T[]): T | undefined => queue[centralIndex(queue.length)];

/** -1 for the centre, else the place on the ring (0 at the top, clockwise): six entries, index 5 → 4. */
export function ringSlot(index: number, length: number): number {
  const middle = centralIndex(length);
  if (index === middle) return -1;
  return index < middle ? index : index - 1;
}
