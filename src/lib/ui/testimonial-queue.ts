/** Testimonials carousel queue (product-rules §4 Testimonials queue, §9 rotation 6000 ms). */

/** Every 6000 ms the first entry moves to the end (product-rules §9). */
export const ROTATION_MS = 6000;
/** The central testimonial is the fifth in the queue (product-rules §4). */
export const CENTRAL_INDEX = 4;

/**
 * The queue after one automatic step: the first entry moves to the end.
 * Example: `rotate(['a', 'b', 'c'])` → `['b', 'c', 'a']`.
 */
export function rotate<T>(queue: readonly T[]): T[] {
  return [...queue.slice(1), ...queue.slice(0, 1)];
}

/**
 * The queue after a visitor clicks an avatar: that entry moves to the end; an unknown key changes nothing.
 * Example: `moveToEnd([{key:'a'},{key:'b'},{key:'c'}], 'a')` → keys `b, c, a`.
 */
export function moveToEnd<T extends { key: string }>(queue: readonly T[], key: string): T[] {
  const index = queue.findIndex((entry) => entry.key === key);
  if (index === -1) return [...queue];
  return [...queue.slice(0, index), ...queue.slice(index + 1), queue[index] as T];
}

/**
 * Position of the central entry: the fifth, or the last when the queue is shorter than five.
 * Example: `centralIndex(6)` → 4; `centralIndex(3)` → 2.
 */
export function centralIndex(length: number): number {
  return Math.max(0, Math.min(CENTRAL_INDEX, length - 1));
}

/**
 * Splits the queue into the central entry (review shown) and the others, in queue order, drawn around it.
 * Example: for keys a..f the central is `e` and the others are `a, b, c, d, f`.
 */
export function arrangeQueue<T>(queue: readonly T[]): { central: T | undefined; others: T[] } {
  const middle = centralIndex(queue.length);
  return { central: queue[middle], others: queue.filter((_, index) => index !== middle) };
}

/**
 * Where the entry at `index` of a queue of `length` is drawn: -1 for the centre, otherwise its place on the
 * ring (0 at the top, clockwise) in queue order. Example: for six entries, index 4 → -1 and index 5 → 4.
 */
export function ringSlot(index: number, length: number): number {
  const middle = centralIndex(length);
  if (index === middle) return -1;
  return index < middle ? index : index - 1;
}
