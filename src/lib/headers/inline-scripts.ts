import { createHash } from 'node:crypto';
import { THEME_INIT_SCRIPT } from '../ui/theme-choice';

/**
 * The inline scripts the build writes itself, and only those, get into a page's script
 * policy (product-rules §3).
 * Each is one fixed text whatever the page, so its hash is known before any page exists and the same hashes
 * serve the site-wide header policy: a script an editor smuggles into a page is never allowed, and
 * scripts/quality/check-inline-scripts.mjs fails the build output that has one.
 * Per-page data travels in data attributes, which a script policy's hash does not cover.
 */

/** Sets the window globals of one of Gatsby's data scripts, read from its `data-globals` (JSON). */
export const GLOBALS_SCRIPT =
  '(function(g){for(var k in g)window[k]=g[k]})(JSON.parse(document.currentScript.getAttribute("data-globals")))';

/**
 * Adds the app's scripts (its `data-src`, a JSON list) after the next frame, or at once in a hidden page (a
 * background tab paints no frames): docs/performance.md, "Scripts after the first paint".
 */
export const APP_SCRIPTS_LOADER =
  '(function(s){function l(){s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}' +
  'document.visibilityState==="visible"?requestAnimationFrame(function(){setTimeout(l)}):l()})' +
  '(JSON.parse(document.currentScript.getAttribute("data-src")))';

let own: readonly string[] | undefined;
/**
 * Every inline script text the build may write: the theme (before the first paint), Gatsby's data and the loader.
 */
export function ownInlineScripts(): readonly string[] {
  own ??= [THEME_INIT_SCRIPT, GLOBALS_SCRIPT, APP_SCRIPTS_LOADER];
  return own;
}

export const scriptHash = (body: string): string => `sha256-${createHash('sha256').update(body).digest('base64')}`;

/** The policy hashes of ownInlineScripts(), e.g. `['sha256-…', …]`. */
export const ownScriptHashes = (): string[] => ownInlineScripts().map(scriptHash);

/** The window globals Gatsby's runtime reads from its inline data scripts. */
const GATSBY_GLOBALS = new Set(['pagePath', 'pageData', '___chunkMapping', '___webpackCompilationHash']);

/**
 * `window.pagePath="/";window.___webpackCompilationHash="ab";` (with or without Gatsby's CDATA comments) →
 * `{ pagePath: '/', ___webpackCompilationHash: 'ab' }`; null when the text does anything but assign JSON
 * values to those globals.
 */
export function readGatsbyGlobals(body: string): Record<string, unknown> | null {
  let rest = body
    .trim()
    .replace(/^\/\*<!\[CDATA\[\*\//, '')
    .replace(/\/\*\]\]>\*\/$/, '')
    .trim();
  const globals: Record<string, unknown> = {};
  while (rest.length > 0) {
    const name = /^window\.([A-Za-z_$][\w$]*)=/.exec(rest);
    if (!name || !GATSBY_GLOBALS.has(name[1]!)) return null;
    rest = rest.slice(name[0].length);
    // The value ends at the first `;` before which the text is complete JSON (a `;` inside a string is not).
    let end = rest.indexOf(';');
    let value: unknown;
    for (; end !== -1; end = rest.indexOf(';', end + 1)) {
      try {
        value = JSON.parse(rest.slice(0, end));
        break;
      } catch {
        // Not yet the end of the value.
      }
    }
    if (end === -1) return null;
    globals[name[1]!] = value;
    rest = rest.slice(end + 1).trim();
  }
  return Object.keys(globals).length > 0 ? globals : null;
}

const attributeValue = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** An inline script: `<script id="x">body</script>` with no `src`. */
const INLINE_SCRIPT = /<script((?:\s+[\w-]+(?:="[^"]*")?)*)\s*>([\s\S]*?)<\/script>/g;

/**
 * Gatsby's inline data scripts become GLOBALS_SCRIPT with their data in `data-globals`, so they share one hash.
 * Example: `<script id="x">window.pagePath="/a/";</script>` →
 * `<script id="x" data-globals="{&quot;pagePath&quot;:&quot;/a/&quot;}">(function(g){…</script>`.
 */
export function withFixedDataScripts(html: string): string {
  return html.replace(INLINE_SCRIPT, (tag, attributes: string, body: string) => {
    if (/(^|\s)(src|type|data-globals)=/.test(attributes)) return tag;
    const globals = readGatsbyGlobals(body);
    if (!globals) return tag;
    const data = attributeValue(JSON.stringify(globals));
    return `<script${attributes.replace(/\s+/g, ' ')} data-globals="${data}">${GLOBALS_SCRIPT}</script>`;
  });
}

/** The texts of a page's inline scripts that the browser would run (JSON-LD and other data blocks are not run). */
export function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/(^|\s)src=/i.test(attributes!))
    .filter(([, attributes]) => {
      const type = /(?:^|\s)type=["']?([^"'\s>]*)/i.exec(attributes!)?.[1]?.toLowerCase();
      return !type || /^(module|text\/javascript|application\/javascript)$/.test(type);
    })
    .map(([, , body]) => body!);
}

/** Inline scripts that are not the build's own: each is a problem in a built page. */
export const foreignInlineScripts = (html: string): string[] =>
  executableInlineScripts(html).filter((body) => !ownInlineScripts().includes(body));

/**
 * Inline event handlers (`onclick=`) and `javascript:` addresses in the page's markup, as written, e.g.
 * `['<img onerror=…>']`. Script and style contents and comments are not markup, so they are skipped.
 */
export function inlineHandlers(html: string): string[] {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '<$1>');
  const tags =
    markup.match(/<[a-zA-Z][\w:-]*(?:\s+(?:[^\s"'>=/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)|\s*\/)*\s*>/g) ?? [];
  return tags.filter(
    (tag) =>
      /\son[a-z]+\s*=/i.test(tag) ||
      /\s(href|src|action|formaction|xlink:href)\s*=\s*["']?\s*(javascript|vbscript|data:text\/html)/i.test(tag),
  );
}
