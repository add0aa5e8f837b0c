import { BOOT_SCRIPT_ID, withBootData, withoutBoot } from '../../lib/headers/inline-scripts';

/** The inline script that takes the place of Gatsby's app scripts. */
export const APP_SCRIPTS_ID = BOOT_SCRIPT_ID;

/** Gatsby's app scripts exactly as its scripts slice writes them into every page. */
const APP_SCRIPT = /<script src="([^"]+)" async><\/script>/g;

/**
 * Gatsby's `<script async src>` tags replaced by the page's start at the end of `<head>` (BOOT_SCRIPT), which adds
 * them once the page is parsed and has painted (docs/performance.md, "Scripts after the first paint"). The script's
 * text is the same on every page (its hash is in the script policy); the page's list is in the JSON element before
 * it in `<head>`, where no markup of the page's body can reach (src/lib/headers/inline-scripts.ts).
 */
export function loadAppScriptsAfterPaint(html: string): string {
  const scripts = [...html.matchAll(APP_SCRIPT)].map((match) => match[1]!);
  if (scripts.length === 0) return html;
  return withBootData(html.replace(APP_SCRIPT, ''), { scripts });
}

/** A built page without its start (the offline shell must not start the app). */
export const withoutAppScriptsLoader = withoutBoot;
