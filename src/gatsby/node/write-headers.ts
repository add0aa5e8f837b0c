import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildCsp, buildHeadersFile, findInlineScripts, insertCspMeta } from '../../lib/security-headers';
import { listHtmlFiles } from './post-process-html';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * Gives every built page its own script policy: a `<meta>` Content-Security-Policy first in `<head>`
 * allowing exactly that file's inline scripts by hash. Returns how many pages got one.
 */
export async function addPageCsp(publicDir: string): Promise<number> {
  let count = 0;
  for (const file of await listHtmlFiles(publicDir)) {
    const rel = path.relative(publicDir, file).split(path.sep).join('/');
    if (rel.startsWith('_gatsby/') || rel.startsWith('~partytown/')) continue;
    const html = await readFile(file, 'utf8');
    const scriptHashes = [...new Set(findInlineScripts(html).map(sha256))];
    await writeFile(file, insertCspMeta(html, buildCsp({ delivery: 'meta', scriptHashes })));
    count += 1;
  }
  return count;
}

/** Writes public/_headers: the site-wide security headers and the cache rules (a few dozen rules at most). */
export async function writeHeadersFile(publicDir: string): Promise<void> {
  const hashedFiles = (await readdir(publicDir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && /-[0-9a-f]{16,}\.(js|css)$/.test(entry.name))
    .map((entry) => `/${entry.name}`)
    .sort();
  await writeFile(path.join(publicDir, '_headers'), buildHeadersFile({ hashedFiles }));
}
