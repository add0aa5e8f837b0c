/** Keyboard movement shared by the tab strip, the accordion and the gallery lightbox (WAI-ARIA Authoring Practices). */

/**
 * Steps `delta` places through a list of `length`, wrapping around at both ends.
 * Example: `wrapIndex(0, -1, 6)` → 5; `wrapIndex(5, 1, 6)` → 0.
 */
export function wrapIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + delta) % length) + length) % length;
}

/** The keys that step to the next and previous item: a tablist is horizontal, accordion buttons are vertical. */
const ARROWS = { horizontal: ['ArrowRight', 'ArrowLeft'], vertical: ['ArrowDown', 'ArrowUp'] } as const;

/**
 * The item a WAI-ARIA roving-focus key moves to: the arrows of the list's orientation step and wrap,
 * Home/End jump to the ends; any other key (so Enter and Space keep their native button behaviour),
 * or an empty list, returns null (not handled).
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
