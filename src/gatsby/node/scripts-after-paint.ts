import { APP_SCRIPTS_LIST_ID, APP_SCRIPTS_LOADER, appendToHead, jsonElement } from '../../lib/headers/inline-scripts';

/** The inline script that takes the place of Gatsby's app scripts. */
export const APP_SCRIPTS_ID = 'app-scripts';

/** Gatsby's app scripts exactly as its scripts slice writes them into every page. */
const APP_SCRIPT = /<script src="([^"]+)" async><\/script>/g;

/**
 * Gatsby's `<script async src>` tags replaced by one inline loader at the end of `<head>`, which starts them once
 * the page is parsed and has painted (docs/performance.md, "Scripts after the first paint"). The loader's text is
 * the same on every page (its hash is in the script policy); the page's script list is the JSON element before it
 * in `<head>`, where no markup of the page's body can reach (src/lib/headers/inline-scripts.ts).
 */
export function loadAppScriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(APP_SCRIPT)].map((match) => match[1]!);
  if (sources.length === 0) return html;
  const loader = `${jsonElement(APP_SCRIPTS_LIST_ID, sources)}<script id="${APP_SCRIPTS_ID}">${APP_SCRIPTS_LOADER}</script>`;
  return appendToHead(html.replace(APP_SCRIPT, ''), loader);
}

/** A built page without its script loader (the offline shell must not start the app). */
export const withoutAppScriptsLoader = (html: string): string =>
  html
    .replace(new RegExp(`<script type="application/json" id="${APP_SCRIPTS_LIST_ID}">[\\s\\S]*?</script>`), '')
    .replace(new RegExp(`<script id="${APP_SCRIPTS_ID}"[^>]*>[\\s\\S]*?</script>`), '');
