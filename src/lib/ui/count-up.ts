/** About page counters (product-rules §4 About counters, §9: 0 → target over 2000 ms). */

export const COUNT_UP_MS = 2000;

/** Ease-out cubic, input clamped to 0..1: `easeOutCubic(0.5)` → 0.875. */
export function easeOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return 1 - (1 - t) ** 3;
}

/** The whole number shown `elapsedMs` in: never above `target`, exactly it from `durationMs` on. */
export function countUpValue(target: number, elapsedMs: number, durationMs: number = COUNT_UP_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  return Math.min(target, Math.round(target * easeOutCubic(elapsedMs / durationMs)));
}
