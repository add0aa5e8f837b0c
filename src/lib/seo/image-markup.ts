/**
 * Does gatsby-plugin-image's hydration-time `data-src(set)` → `src(set)` swap in the built HTML, so native
 * `loading="lazy"` starts before JavaScript and `sizes` has its `srcset` (valid HTML); drops the invalid
 * `role="presentation"` beside `alt=""`. Example: `<source data-srcset="a.webp 1x">` → `<source srcset="a.webp 1x">`.
 * Workaround for https://github.com/gatsbyjs/gatsby/issues/38894: delete when gatsby-plugin-image renders
 * `src`/`srcset` on the server and no role beside `alt=""` (the HTML check passes without this function).
 */
export function fixImageMarkup(html: string): string {
  return html
    .replace(/<(source|img)\b[^>]*>/g, (tag) => tag.replace(/\sdata-(srcset|src)=/g, ' $1='))
    .replace(/<img\b[^>]*>/g, (tag) => (/\salt=""/.test(tag) ? tag.replace(/\srole="presentation"/g, '') : tag));
}

/**
 * React 18's streaming renderer pads its write buffer with NUL bytes before a split multi-byte character.
 * Workaround for https://github.com/facebook/react/issues/31134, fixed in React 19 by
 * https://github.com/facebook/react/pull/26228: delete when the site runs on React 19.
 */
export function stripNullBytes(html: string): string {
  return html.replaceAll('\u0000', '');
}
