import type { BuildArgs, GatsbyNode } from 'gatsby';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { generateSW } from 'workbox-build';
import { readSiteIdentity } from '../../config/site';
import { FEED_QUERY, feeds, type FeedPost } from '../../lib/blog/feed';
import { redirectsFile } from '../../lib/blog/former-tags';
import { PUBLICATION_RECORD, type PublicationRecord } from '../../lib/publishing/due';
import { publishOptionsFromEnv } from '../../lib/publishing/publication';
import { ATOM_PATH, FEED_PATH } from '../../lib/routes';
import { absoluteUrl } from '../../lib/seo/seo';
import { writeAdmin } from './admin';
import { writeAppManifest } from './app-icons';
import { ARTIFACTS_DIR, moveBuildArtifacts } from './build-artifacts';
import { postProcessHtml } from './post-process-html';
import { withoutAppScriptsLoader } from './scripts-after-paint';
import { writeHeadersFile } from './write-headers';

const OFFLINE_SHELL = '/offline-fallback.html';

/** Everything may be crawled, so renderers see what visitors see; the sitemap index by absolute URL (product-rules §10 Crawlers). */
export function buildRobotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(siteUrl, '/sitemap-index.xml')}`, ''].join('\n');
}

/** public/rss.xml and public/atom.xml: every post in full, from one query (product-rules §10 Feeds). */
async function writeFeeds({ graphql, reporter }: Pick<BuildArgs, 'graphql' | 'reporter'>): Promise<void> {
  const result = await graphql<{ allBlogPost: { nodes: FeedPost[] } }>(FEED_QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Feeds: the feed query failed: ${JSON.stringify(result.errors)}`);
    return;
  }
  const site = readSiteIdentity();
  const { rss, atom } = feeds({
    siteUrl: site.url,
    title: `${site.name} Blog`,
    description: site.defaultDescription,
    copyright: `© ${site.name}. All rights reserved.`,
    posts: result.data.allBlogPost.nodes,
  });
  await Promise.all([writeFile(path.join('public', FEED_PATH), rss), writeFile(path.join('public', ATOM_PATH), atom)]);
  reporter.info(
    `Feeds written to public${FEED_PATH} and public${ATOM_PATH} (${result.data.allBlogPost.nodes.length} posts)`,
  );
}

/**
 * /offline/ without its scripts (the inline theme script stays): the service worker answers a page it never
 * stored with this copy, which must not try to load the missing page's data. Returns its revision.
 */
async function writeOfflineShell(publicDir: string): Promise<string> {
  const html = await readFile(`${publicDir}/offline/index.html`, 'utf8');
  const shell = withoutAppScriptsLoader(html)
    .replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*\/?>/g, '');
  await writeFile(`${publicDir}${OFFLINE_SHELL}`, shell);
  return createHash('sha256').update(shell).digest('hex').slice(0, 16);
}

/**
 * Finishes the build in `public/`. Workbox (product-rules §2 service worker): HTML and page data are
 * network-first so a returning visitor gets a new deploy on the next reload, yet visited pages still open
 * offline, and a page never visited gets the offline page; hashed assets are cache-first.
 */
/**
 * What this build published (scripts/ci/due.mjs compares it with the content the next day), beside Gatsby's cache so
 * it travels with the cache the deploy workflow saves. Example: `{ today: '2026-03-15', showDrafts: false, posts:
 * ['content/blog/a/index.md'], jobs: ['J001'] }`.
 */
export async function writePublicationRecord({ getNodesByType }: Pick<BuildArgs, 'getNodesByType'>): Promise<void> {
  const record: PublicationRecord = {
    ...publishOptionsFromEnv(process.env, new Date()),
    posts: getNodesByType('BlogPost')
      .filter((post) => !post.previewOnly)
      .map((post) => String(post.file))
      .sort(),
    jobs: getNodesByType('Job')
      .map((job) => String(job.jobId))
      .sort(),
  };
  await mkdir(path.dirname(PUBLICATION_RECORD), { recursive: true });
  await writeFile(PUBLICATION_RECORD, `${JSON.stringify(record, null, 2)}\n`);
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, graphql, getNodesByType }) => {
  // Each step reports its own time, so the build log shows what the post-build phase costs per page.
  const timed = async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const activity = reporter.activityTimer(name);
    activity.start();
    try {
      return await step();
    } finally {
      activity.end();
    }
  };
  // The editor (a previous build's too) goes, and is written last: no public-page rule (CSP, service worker) includes it.
  await rm('public/admin', { recursive: true, force: true });
  await timed('Feeds', () => writeFeeds({ graphql, reporter }));
  // Before anything copies or indexes the pages, so every HTML file (the offline copy too) has its policy.
  const { pages, withCsp } = await timed('Image markup and page script policies', () => postProcessHtml('public'));
  reporter.info(`Image markup finalised in ${pages} HTML files`);
  try {
    // Pagefind's CLI from its npm package (nothing downloaded); pages opt in with data-pagefind-body (product-rules §10 Search).
    const cli = path.resolve('node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs');
    const { stdout } = await timed('Search index', () =>
      promisify(execFile)(process.execPath, [cli, '--site', 'public'], { maxBuffer: 16 * 1024 * 1024 }),
    );
    reporter.info(`Search index written to public/pagefind: ${stdout.match(/Indexed \d+ pages?/)?.[0] ?? 'done'}`);
  } catch (error) {
    reporter.panicOnBuild('Site search: Pagefind could not index public/', error as Error);
  }
  await timed('Web app manifest and icons', () => writeAppManifest('public'));
  const offlineRevision = await writeOfflineShell('public');
  const { warnings } = await timed('Service worker', () =>
    generateSW({
      swDest: 'public/sw.js',
      globDirectory: 'public',
      globPatterns: [],
      additionalManifestEntries: [{ url: OFFLINE_SHELL, revision: offlineRevision }],
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      sourcemap: false,
      inlineWorkboxRuntime: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/admin/'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 60 },
            precacheFallback: { fallbackURL: OFFLINE_SHELL },
          },
        },
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/page-data/'),
          handler: 'NetworkFirst',
          options: { cacheName: 'page-data', networkTimeoutSeconds: 4, expiration: { maxEntries: 120 } },
        },
        {
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && (url.pathname.startsWith('/static/') || /-[0-9a-f]{16,}\.(js|css)$/.test(url.pathname)),
          handler: 'CacheFirst',
          options: { cacheName: 'assets', expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 365 } },
        },
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/fonts/'),
          handler: 'StaleWhileRevalidate',
          options: { cacheName: 'fonts' },
        },
      ],
    }),
  );
  for (const warning of warnings) reporter.warn(`Service worker: ${warning}`);
  await timed('Headers file', () => writeHeadersFile('public'));
  reporter.info(`Security and cache headers written to public/_headers; script policy added to ${withCsp} pages`);
  // The former tag addresses lead to pages this build has (a topic without posts has none).
  const pagePaths = new Set(getNodesByType('SitePage').map((page) => String(page.path)));
  await writeFile('public/_redirects', redirectsFile(pagePaths));
  const { url } = readSiteIdentity();
  await writeFile('public/robots.txt', buildRobotsTxt(url));
  await timed('Content editor (Decap CMS)', () => writeAdmin('public', url));
  // Last, as the headers step reads webpack's stats: source maps and stats are never published.
  const moved = await moveBuildArtifacts('public');
  reporter.info(`${moved} source maps and build stats moved out of public/ to ${ARTIFACTS_DIR}/`);
  await writePublicationRecord({ getNodesByType });
};

/** `gatsby develop` (npm run cms) serves public/, so the editor is written there at start-up. */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async ({ reporter }) => {
  if (process.env.NODE_ENV === 'production') return;
  await writeAdmin('public', readSiteIdentity().url);
  reporter.info('Content editor (Decap CMS) written to public/admin/');
};
