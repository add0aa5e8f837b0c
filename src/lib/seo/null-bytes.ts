/**
 * React 18's streaming renderer pads its write buffer with NUL bytes before a split multi-byte character.
 * Workaround for https://github.com/facebook/react/issues/31134, fixed in React 19 by
 * https://github.com/facebook/react/pull/26228: delete when the site runs on React 19.
 */
export function stripNullBytes(html: string): string {
  return html.replaceAll('\u0000', '');
}
