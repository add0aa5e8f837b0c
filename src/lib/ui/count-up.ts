/** About page counters (product-rules §4 About counters, §9: 0 → target over 2000 ms). */

export const COUNT_UP_MS = 2000;

/**
 * Ease-out cubic: fast start, gentle landing. Input is clamped to 0..1.
 * Example: `easeOutCubic(0.5)` → 0.875.
 */
export function easeOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return 1 - (1 - t) ** 3;
}

/**
 * The whole number a counter shows `elapsedMs` after it started: 0 at the start, exactly `target`
 * from `durationMs` on, never above the target. Example: `countUpValue(97, 1000)` → 85.
 */
export function countUpValue(target: number, elapsedMs: number, durationMs: number = COUNT_UP_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  return Math.min(target, Math.round(target * easeOutCubic(elapsedMs / durationMs)));
}
