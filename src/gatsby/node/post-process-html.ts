import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fixImageMarkup, stripNullBytes } from '../../lib/seo/image-markup';
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
 * Applies the build-time HTML fixes (lib/seo/image-markup, scripts-after-paint.ts) to every generated page and then `finish` (the
 * page's script policy, write-headers.ts), in one read and at most one write per file, a few files at a
 * time: one pass instead of two keeps this step's cost per page small (docs/performance.md).
 * `finish` returns null to leave a file as the fixes made it. Returns how many files there were and
 * how many `finish` changed.
 */
export async function postProcessHtml(
  publicDir: string,
  finish: (relativePath: string, html: string) => string | null = () => null,
): Promise<{ pages: number; finished: number }> {
  const files = await listHtmlFiles(publicDir);
  const changed = await mapWithLimit(files, 8, async (file) => {
    const html = await readFile(file, 'utf8');
    const fixed = loadAppScriptsAfterPaint(fixImageMarkup(stripNullBytes(html)));
    const done = finish(path.relative(publicDir, file).split(path.sep).join('/'), fixed);
    const result = done ?? fixed;
    if (result !== html) await writeFile(file, result);
    return done !== null;
  });
  return { pages: files.length, finished: changed.filter(Boolean).length };
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
