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
 * The item a WAI-ARIA roving-focus key moves to: `next`/`previous` step and wrap, Home/End jump to
 * the ends; any other key, or an empty list, returns null (not handled).
 * Example: `indexForKey('ArrowDown', 9, 10, 'ArrowDown', 'ArrowUp')` → 0.
 */
export function indexForKey(
  key: string,
  current: number,
  length: number,
  next: string,
  previous: string,
): number | null {
  if (length <= 0) return null;
  if (key === next) return wrapIndex(current, 1, length);
  if (key === previous) return wrapIndex(current, -1, length);
  if (key === 'Home') return 0;
  if (key === 'End') return length - 1;
  return null;
}

/**
 * The tab a horizontal tablist key moves to (ArrowRight/ArrowLeft). Example: `tabIndexForKey('End', 0, 6)` → 5.
 */
export function tabIndexForKey(key: string, current: number, length: number): number | null {
  return indexForKey(key, current, length, 'ArrowRight', 'ArrowLeft');
}
