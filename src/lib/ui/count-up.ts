/** About page counters (product-rules §4 About counters, §9: 0 → target over 2000 ms). */

export const COUNT_UP_MS = 2000;

/** Ease-out cubic, input clamped to 0..1: `easeOutCubic(0.5)` → 0.875. */
export function easeOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return 1 - (1 - t) ** 3;
}

/** The whole number shown `elapsedMs` in: never above `target`, exactly it from `COUNT_UP_MS` on. */
export function countUpValue(target: number, elapsedMs: number): number {
  if (elapsedMs >= COUNT_UP_MS) return target;
  return Math.min(target, Math.round(target * easeOutCubic(elapsedMs / COUNT_UP_MS)));
}
