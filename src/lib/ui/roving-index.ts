/** Keyboard movement shared by the tab strip, the accordion and the gallery lightbox (WAI-ARIA Authoring Practices). */

/** Example: `wrapIndex(0, -1, 6)` → 5; `wrapIndex(5, 1, 6)` → 0. */
export function wrapIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + delta) % length) + length) % length;
}

const ARROWS = { horizontal: ['ArrowRight', 'ArrowLeft'], vertical: ['ArrowDown', 'ArrowUp'] } as const;

/**
 * The item a roving-focus key moves to; null for other keys (Enter and Space stay native) or an empty list.
 * Example: `indexForKey('ArrowDown', 9, 10, 'vertical')` → 0; `indexForKey('End', 0, 6, 'horizontal')` → 5.
 */
export function indexForKey(
  key: string,
  current: number,
  length: number,
  orientation: keyof typeof ARROWS,
): number | null {
  const [next, previous] = ARROWS[orientation];
  if (length <= 0) return null;
  if (key === next) return wrapIndex(current, 1, length);
  if (key === previous) return wrapIndex(current, -1, length);
  if (key === 'Home') return 0;
  if (key === 'End') return length - 1;
  return null;
}
