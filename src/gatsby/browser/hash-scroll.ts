import { hashToId } from '../../lib/ui/browser-rules';

/** Smoothly scrolls to the element named in the hash (product-rules §2), instantly under reduced motion. */
export function scrollToHash(hash: string): void {
  const id = hashToId(hash);
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  (id ? document.getElementById(id) : null)?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth' });
}
