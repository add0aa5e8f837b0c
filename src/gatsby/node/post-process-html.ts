import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  executableInlineScripts,
  ownInlineScripts,
  scriptHash,
  withFixedDataScripts,
} from '../../lib/headers/inline-scripts';
import { buildCsp, insertCspMeta } from '../../lib/headers/security-headers';
import { stripNullBytes } from '../../lib/seo/null-bytes';
import { readAnalyticsConfig } from './check-contact-env';
import { loadAppScriptsAfterPaint } from './scripts-after-paint';

/** Every .html file under `dir`, once each (Node 20's recursive readdir can list a file twice). */
async function listHtmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listHtmlFiles(full)));
    else if (entry.isFile() && entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/**
 * The build-time HTML fixes and each page's own script policy (the build's own inline scripts by hash) in one pass:
 * one read and at most one write per file keeps this step's cost per page small (docs/performance.md).
 */
export async function postProcessHtml(publicDir: string): Promise<{ pages: number; withCsp: number }> {
  // The analytics host is allowed only when the build configures analytics (GATSBY_ANALYTICS_*).
  const origin = readAnalyticsConfig()?.origin;
  const extraSources = origin ? { 'script-src': [origin], 'connect-src': [origin] } : {};
  const files = await listHtmlFiles(publicDir);
  const isPage = await mapWithLimit(files, 8, async (file) => {
    const html = await readFile(file, 'utf8');
    const fixed = withFixedDataScripts(loadAppScriptsAfterPaint(stripNullBytes(html)));
    // Gatsby's slices and partytown's files are parts of pages, not pages: they get no policy.
    const page = !/^(_gatsby|~partytown)[\\/]/.test(path.relative(publicDir, file));
    // Only the build's own inline scripts are allowed; anything else stays blocked (and fails check-inline-scripts).
    const own = executableInlineScripts(fixed).filter((body) => ownInlineScripts().includes(body));
    const scriptHashes = [...new Set(own.map(scriptHash))];
    const result = page ? insertCspMeta(fixed, buildCsp(scriptHashes, extraSources)) : fixed;
    if (result !== html) await writeFile(file, result);
    return page;
  });
  return { pages: files.length, withCsp: isPage.filter(Boolean).length };
}

/** `fn` over `items` with at most `limit` calls in flight; results in input order. */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
