/** About page counters (product-rules §4 Numbers on About, §9: 0 → target over 2000 ms). */

export const COUNT_UP_MS = 2000;

/** The whole number shown `elapsedMs` in, eased out (cubic): never above `target`, exactly it from `COUNT_UP_MS` on. */
export function countUpValue(target: number, elapsedMs: number): number {
  if (elapsedMs >= COUNT_UP_MS) return target;
  const remaining = 1 - Math.max(0, elapsedMs) / COUNT_UP_MS;
  return Math.min(target, Math.round(target * (1 - remaining ** 3)));
}
