import { hashToId, scrollBehaviorFor } from '../../lib/ui/browser-rules';

/** Smoothly scrolls to the element named in the hash (product-rules §2), instantly under reduced motion. */
export function scrollToHash(hash: string): boolean {
  const id = hashToId(hash);
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: scrollBehaviorFor(reduced), block: 'start' });
  return true;
}

/** Also follow hash changes that do not go through the router (plain in-page links, back button). */
export function listenForHashChanges(): void {
  window.addEventListener('hashchange', () => {
    scrollToHash(window.location.hash);
  });
}
