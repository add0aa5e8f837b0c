import { createHash } from 'node:crypto';
import { THEME_INIT_SCRIPT } from '../ui/theme-choice';

/**
 * The inline scripts the build writes itself, and only those, get into a page's script
 * policy (product-rules §3).
 * Each is one fixed text whatever the page, so its hash is known before any page exists and the same hashes
 * serve the site-wide header policy: a script an editor smuggles into a page is never allowed, and
 * scripts/quality/check-inline-scripts.mjs fails the build output that has one.
 *
 * No input an editor could forge. A copy of a hashed script runs wherever it is, so a copy planted in an article
 * must do nothing: the script that takes per-page data acts only when it sits in `<head>` (which no markup in
 * the body can reach), and reads that data from the JSON element just before it there, never from an attribute of
 * its own or an element found by id. The running script and `<head>` are read through Document.prototype, so an
 * element named `currentScript` or `head` cannot stand in for them (DOM clobbering).
 */

/** The id of the JSON element just before BOOT_SCRIPT in `<head>`: `{ globals, scripts }` of the page. */
export const PAGE_BOOT_ID = 'page-boot';

/**
 * The page's start, from the JSON element just before it in `<head>`: sets the window globals Gatsby's runtime
 * reads (`globals`), then adds the app's scripts (`scripts`, same-origin paths only) once the document is parsed,
 * after the next frame, or at once in a hidden page (a background tab paints no frames): docs/performance.md,
 * "Scripts after the first paint". Anywhere but in `<head>` after its data it does nothing.
 */
export const BOOT_SCRIPT =
  '(function(){var D=Document.prototype,p=function(n){return Object.getOwnPropertyDescriptor(D,n).get.call(document)},' +
  's=p("currentScript"),d=s&&s.parentNode===p("head")&&s.previousElementSibling;' +
  `if(!d||d.id!=="${PAGE_BOOT_ID}")return;var b=JSON.parse(d.textContent),g=b.globals||{},u=b.scripts||[];` +
  'for(var k in g)if(/^(pagePath|pageData|___chunkMapping|___webpackCompilationHash)$/.test(k))window[k]=g[k];' +
  'function l(){var h=p("body");u.forEach(function(x){if(!/^\\/[\\w.-][\\w.\\/-]*\\.js$/.test(x))return;' +
  'var e=D.createElement.call(document,"script");e.src=x;Node.prototype.appendChild.call(h,e)})}' +
  'function r(){p("visibilityState")==="visible"?requestAnimationFrame(function(){setTimeout(l)}):l()}' +
  'if(u.length)p("readyState")==="loading"?document.addEventListener("DOMContentLoaded",r):r()})()';

/** The id of BOOT_SCRIPT's element (the offline shell removes it to start no app). */
export const BOOT_SCRIPT_ID = 'app-scripts';

/** A JSON data element that no text can close early: `<` is written `\u003c`. */
export const jsonElement = (id: string, value: unknown): string =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** `html` with `tags` added at the end of its `<head>` (unchanged when it has none). */
export const appendToHead = (html: string, tags: string): string => html.replace(/<\/head>/i, () => `${tags}</head>`);

const BOOT_DATA = new RegExp(`<script type="application/json" id="${PAGE_BOOT_ID}">([^<]*)</script>`);

/**
 * `html` with `part` merged into its page's start data, and BOOT_SCRIPT after that data at the end of `<head>` when
 * it had none. Example: `withBootData('<head></head>', { scripts: ['/app.js'] })` → `<head><script
 * type="application/json" id="page-boot">{"scripts":["/app.js"]}</script><script id="app-scripts">…</script></head>`.
 */
export function withBootData(html: string, part: { globals?: Record<string, unknown>; scripts?: string[] }): string {
  const found = BOOT_DATA.exec(html);
  if (found) {
    const data = { ...(JSON.parse(found[1]!) as object), ...part };
    return html.replace(BOOT_DATA, () => jsonElement(PAGE_BOOT_ID, data));
  }
  return appendToHead(html, `${jsonElement(PAGE_BOOT_ID, part)}<script id="${BOOT_SCRIPT_ID}">${BOOT_SCRIPT}</script>`);
}

/** A built page without its start (the offline shell must not start the app). */
export const withoutBoot = (html: string): string =>
  html.replace(BOOT_DATA, '').replace(new RegExp(`<script id="${BOOT_SCRIPT_ID}"[^>]*>[\\s\\S]*?</script>`), '');

let own: readonly string[] | undefined;
/**
 * Every inline script text the build may write: the theme (before the first paint) and the page's start.
 */
export function ownInlineScripts(): readonly string[] {
  own ??= [THEME_INIT_SCRIPT, BOOT_SCRIPT];
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

/** An inline script: `<script id="x">body</script>` with no `src`. */
const INLINE_SCRIPT = /<script((?:\s+[\w-]+(?:="[^"]*")?)*)\s*>([\s\S]*?)<\/script>/g;

/**
 * Gatsby's inline data scripts become the `globals` of the page's start data in `<head>` (withBootData), so every
 * page shares one hash and no page data is in a script's attributes. Example: `<head></head><body><script id="x">
 * window.pagePath="/a/";</script></body>` → `<head><script type="application/json" id="page-boot">
 * {"globals":{"pagePath":"/a/"}}</script><script id="app-scripts">(function(){…</script></head><body></body>`.
 */
export function withFixedDataScripts(html: string): string {
  const globals: Record<string, unknown> = {};
  const without = html.replace(INLINE_SCRIPT, (tag, attributes: string, body: string) => {
    if (/(^|\s)(src|type)=/.test(attributes)) return tag;
    const found = readGatsbyGlobals(body);
    if (!found) return tag;
    Object.assign(globals, found);
    return '';
  });
  if (Object.keys(globals).length === 0) return html;
  return withBootData(without, { globals });
}

/** The build's own inline scripts that sit outside `<head>`: each is a copy someone planted (a problem). */
export function ownScriptsOutsideHead(html: string): string[] {
  const end = html.search(/<\/head>/i);
  return executableInlineScripts(end === -1 ? html : html.slice(end)).filter((body) =>
    ownInlineScripts().includes(body),
  );
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
  // Attribute by attribute, so text inside a quoted value (a title mentioning `onclick=`) is not a handler.
  const attributes = (tag: string) =>
    [...tag.replace(/^<[a-zA-Z][\w:-]*/, '').matchAll(/([^\s"'>=/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g)].map(
      ([, name, value]) => ({ name: name!.toLowerCase(), value: (value ?? '').replace(/^["']|["']$/g, '') }),
    );
  return tags.filter((tag) =>
    attributes(tag).some(
      ({ name, value }) =>
        /^on[a-z]+$/.test(name) ||
        (/^(href|src|action|formaction|xlink:href)$/.test(name) &&
          /^\s*(javascript|vbscript|data:text\/html)/i.test(value)),
    ),
  );
}
