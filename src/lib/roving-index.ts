/** Keyboard movement shared by the tab strip and the gallery lightbox (WAI-ARIA Authoring Practices). */

/**
 * Steps `delta` places through a list of `length`, wrapping around at both ends.
 * Example: `wrapIndex(0, -1, 6)` → 5; `wrapIndex(5, 1, 6)` → 0.
 */
export function wrapIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + delta) % length) + length) % length;
}

/**
 * The tab a WAI-ARIA horizontal tablist key moves to: ArrowRight/ArrowLeft step and wrap, Home/End jump
 * to the ends; any other key returns null (not handled). Example: `tabIndexForKey('End', 0, 6)` → 5.
 */
export function tabIndexForKey(key: string, current: number, length: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return wrapIndex(current, 1, length);
    case 'ArrowLeft':
      return wrapIndex(current, -1, length);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(0, length - 1);
    default:
      return null;
  }
}
