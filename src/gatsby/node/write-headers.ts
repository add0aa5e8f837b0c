import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildHeadersFile } from '../../lib/security-headers';
import { readAnalyticsConfig } from './check-contact-env';
import { listHtmlFiles } from './post-process-html';

/** Writes public/_headers: per-page CSP with the hashes of that page's inline scripts, cache rules. */
export async function writeHeadersFile(publicDir: string): Promise<void> {
  const pages = new Map<string, string[]>();
  for (const file of await listHtmlFiles(publicDir)) {
    const rel = path.relative(publicDir, file).split(path.sep).join('/');
    if (rel.startsWith('_gatsby/') || rel.startsWith('~partytown/')) continue;
    const route =
      rel === 'index.html' ? '/' : rel.endsWith('/index.html') ? `/${rel.slice(0, -'index.html'.length)}` : `/${rel}`;
    const html = await readFile(file, 'utf8');
    const hashes = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g),
    ].map(
      (match) =>
        `sha256-${createHash('sha256')
          .update(match[1] ?? '')
          .digest('base64')}`,
    );
    pages.set(route, [...new Set(hashes)]);
  }
  // Gatsby writes the 404 page twice (/404.html for hosts, /404/ for the router), with different
  // inline scripts; a host may answer either path with either file, so both rules allow both.
  const notFound = [...new Set([...(pages.get('/404/') ?? []), ...(pages.get('/404.html') ?? [])])];
  if (pages.has('/404/')) pages.set('/404/', notFound);
  if (pages.has('/404.html')) pages.set('/404.html', notFound);
  const hashedFiles = (await readdir(publicDir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && /-[0-9a-f]{16,}\.(js|css)$/.test(entry.name))
    .map((entry) => `/${entry.name}`)
    .sort();
  await writeFile(
    path.join(publicDir, '_headers'),
    buildHeadersFile({
      pages: new Map([...pages].sort()),
      hashedFiles,
      csp: { analyticsOrigin: readAnalyticsConfig()?.origin },
    }),
  );
}
