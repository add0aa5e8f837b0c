/** The inline script that takes the place of Gatsby's app scripts. */
export const APP_SCRIPTS_ID = 'app-scripts';

/** Gatsby's app scripts exactly as its scripts slice writes them into every page. */
const APP_SCRIPT = /<script src="([^"]+)" async><\/script>/g;

/**
 * Browser code that adds the app's scripts once the page has painted: after the next frame, or at
 * once when the page is not visible (a background tab paints no frames).
 * @example appScriptsLoader(['/app.js']) // '(function(s){…})(["/app.js"])'
 */
export const appScriptsLoader = (sources: readonly string[]): string =>
  '(function(s){function l(){s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}' +
  'document.visibilityState==="visible"?requestAnimationFrame(function(){setTimeout(l)}):l()})' +
  `(${JSON.stringify(sources)})`;

/**
 * A built page with Gatsby's `<script async src>` tags replaced, where the first one was, by one inline
 * loader, so the browser paints the page before it fetches and runs the app (docs/performance.md,
 * "Scripts after the first paint"). A page without them is returned as it is.
 * @example loadAppScriptsAfterPaint('<script src="/app.js" async></script>') // '<script id="app-scripts">(function(s){…'
 */
export function loadAppScriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(APP_SCRIPT)].map((match) => match[1]!);
  if (sources.length === 0) return html;
  let isFirst = true;
  return html.replace(APP_SCRIPT, () => {
    if (!isFirst) return '';
    isFirst = false;
    return `<script id="${APP_SCRIPTS_ID}">${appScriptsLoader(sources)}</script>`;
  });
}

/** A built page without its script loader (the offline shell must not start the app). */
export const withoutAppScriptsLoader = (html: string): string =>
  html.replace(new RegExp(`<script id="${APP_SCRIPTS_ID}">[\\s\\S]*?</script>`), '');
