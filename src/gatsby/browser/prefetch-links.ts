import { prefetchPathname } from 'gatsby';
import { isPrefetchableBlogHref } from '../../lib/ui/browser-rules';

/**
 * Prefetches a post when the pointer hovers a plain `<a href="/blog/...">` (links inside post bodies);
 * `<Link>` already does this for its own links (product-rules §7, conventions §7).
 */
export function prefetchBlogLinksOnHover(): void {
  const seen = new Set<string>();
  document.addEventListener(
    'pointerover',
    (event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      const path = isPrefetchableBlogHref(anchor?.getAttribute('href') ?? null, window.location.origin);
      if (path && !seen.has(path)) {
        seen.add(path);
        prefetchPathname(path);
      }
    },
    { passive: true },
  );
}
