/**
 * Site paths linked from Markdown text: `[text](/path)`, reference definitions `[id]: /path` and
 * HTML `<a href="/path">`. Only paths on this site count (one leading slash); external URLs,
 * protocol-relative `//host` links, relative files and images are left out. Pass text with code
 * removed (stripCode) so examples inside code blocks are not taken as links.
 * Example: `findInternalLinks('[a](/blog/x/) [b](https://example.org/)')` → `['/blog/x/']`.
 */
export function findInternalLinks(text: string): string[] {
  const found = [
    ...[...text.matchAll(/(?<!!)\[[^\]]*\]\(\s*<?([^)\s>]+)/g)].map((m) => m[1]),
    ...[...text.matchAll(/^[ \t]{0,3}\[[^\]]+\]:[ \t]*<?([^\s>]+)/gm)].map((m) => m[1]),
    ...[...text.matchAll(/<a\b[^>]*\bhref=["']([^"']+)["']/gi)].map((m) => m[1]),
  ];
  return found.filter((href): href is string => typeof href === 'string' && /^\/(?!\/)/.test(href));
}

/**
 * The site builds every page at a path ending in "/" (`trailingSlash: 'always'`), so a link without
 * it costs the reader a 301 redirect. Returns the link as it should be written, or null when it is
 * fine: the slash goes before any `?query` or `#anchor`, and a path whose last segment has a file
 * extension (`/rss.xml`, `/images/a.png`) is a file, not a page.
 * Example: `withTrailingSlash('/blog/foo#setup')` → `'/blog/foo/#setup'`; `withTrailingSlash('/rss.xml')` → null.
 */
export function withTrailingSlash(href: string): string | null {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (path.endsWith('/') || lastSegment.includes('.')) return null;
  return `${path}/${rest}`;
}
