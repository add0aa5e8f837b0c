import { APP_SCRIPTS_LOADER } from '../../lib/headers/inline-scripts';

/** The inline script that takes the place of Gatsby's app scripts. */
export const APP_SCRIPTS_ID = 'app-scripts';

/** Gatsby's app scripts exactly as its scripts slice writes them into every page. */
const APP_SCRIPT = /<script src="([^"]+)" async><\/script>/g;

/**
 * Gatsby's `<script async src>` tags replaced by one inline loader where the first was, so the browser paints
 * the page before it fetches and runs the app (docs/performance.md, "Scripts after the first paint"). The loader's
 * text is the same on every page (its hash is in the script policy); the page's script list is its `data-src`.
 */
export function loadAppScriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(APP_SCRIPT)].map((match) => match[1]!);
  if (sources.length === 0) return html;
  const list = JSON.stringify(sources).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const loader = `<script id="${APP_SCRIPTS_ID}" data-src="${list}">${APP_SCRIPTS_LOADER}</script>`;
  let index = 0;
  return html.replace(APP_SCRIPT, () => (index++ === 0 ? loader : ''));
}

/** A built page without its script loader (the offline shell must not start the app). */
export const withoutAppScriptsLoader = (html: string): string =>
  html.replace(new RegExp(`<script id="${APP_SCRIPTS_ID}"[^>]*>[\\s\\S]*?</script>`), '');
