/**
 * gatsby-plugin-image server-renders below-the-fold images with `data-src`/`data-srcset` and swaps them
 * to `src`/`srcset` in the browser as soon as it hydrates (when native lazy loading exists, which is
 * every browser we support). Doing that swap in the built HTML lets the browser's own `loading="lazy"`
 * start fetching before JavaScript runs, and makes the markup valid HTML (`sizes` needs `srcset`).
 * The sizing `<img alt="">` already has an empty alt, so its `role="presentation"` is redundant (and
 * invalid HTML with alt=""). Example: `<source data-srcset="a.webp 1x" sizes="100vw">` →
 * `<source srcset="a.webp 1x" sizes="100vw">`.
 */
export function fixImageMarkup(html: string): string {
  return html
    .replace(/<(source|img)\b[^>]*>/g, (tag) => tag.replace(/\sdata-(srcset|src)=/g, ' $1='))
    .replace(/<img\b[^>]*>/g, (tag) => (/\salt=""/.test(tag) ? tag.replace(/\srole="presentation"/g, '') : tag));
}

/**
 * React 18's streaming server renderer pads its 2 KB write buffer with NUL bytes when a multi-byte
 * character (é, –, ©) does not fit at the end of the buffer; the character itself follows intact.
 * NUL is never valid in HTML, so removing every one restores exactly the intended text.
 */
export function stripNullBytes(html: string): string {
  return html.includes('\u0000') ? html.split('\u0000').join('') : html;
}
