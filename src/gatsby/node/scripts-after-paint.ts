/** The inline script that takes the place of Gatsby's app scripts. */
export const APP_SCRIPTS_ID = 'app-scripts';

/** Gatsby's app scripts exactly as its scripts slice writes them into every page. */
const APP_SCRIPT = /<script src="([^"]+)" async><\/script>/g;

/** Adds the app's scripts after the next frame, or at once in a hidden page (a background tab paints no frames). */
export const appScriptsLoader = (sources: readonly string[]): string =>
  '(function(s){function l(){s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}' +
  'document.visibilityState==="visible"?requestAnimationFrame(function(){setTimeout(l)}):l()})' +
  `(${JSON.stringify(sources)})`;

/**
 * Gatsby's `<script async src>` tags replaced by one inline loader where the first was, so the browser paints
 * the page before it fetches and runs the app (docs/performance.md, "Scripts after the first paint").
 */
export function loadAppScriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(APP_SCRIPT)].map((match) => match[1]!);
  if (sources.length === 0) return html;
  const loader = `<script id="${APP_SCRIPTS_ID}">${appScriptsLoader(sources)}</script>`;
  let index = 0;
  return html.replace(APP_SCRIPT, () => (index++ === 0 ? loader : ''));
}

/** A built page without its script loader (the offline shell must not start the app). */
export const withoutAppScriptsLoader = (html: string): string =>
  html.replace(new RegExp(`<script id="${APP_SCRIPTS_ID}">[\\s\\S]*?</script>`), '');
