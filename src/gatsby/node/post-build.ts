import type { GatsbyNode } from 'gatsby';
import { generateSW } from 'workbox-build';
import { contentDir, readSiteIdentity } from '../../config/site';
import { appendAdminHeaders, removeAdmin, writeAdmin } from './admin';
import { postProcessHtml } from './post-process-html';
import { addPageCsp, writeHeadersFile } from './write-headers';
import { writeRobotsTxt } from './robots';
import { writeAtomFeed } from './write-atom-feed';

/**
 * Writes public/sw.js with Workbox (SPEC §2 service worker). HTML and page data are network-first
 * so a returning visitor gets a new deploy on the next reload, yet visited pages still open offline;
 * hashed assets never change, so they are cache-first.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, graphql }) => {
  // The editor is written last, so no public-page rule (CSP, service worker) ever includes it.
  await removeAdmin('public');
  await writeAtomFeed({ graphql, reporter });
  const pages = await postProcessHtml('public');
  reporter.info(`Image markup finalised in ${pages} HTML files`);
  const { warnings } = await generateSW({
    swDest: 'public/sw.js',
    globDirectory: 'public',
    globPatterns: [],
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    sourcemap: false,
    inlineWorkboxRuntime: true,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/admin/'),
        handler: 'NetworkFirst',
        options: { cacheName: 'pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 60 } },
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
  });
  for (const warning of warnings) reporter.warn(`Service worker: ${warning}`);
  reporter.info('Service worker written to public/sw.js');
  const withCsp = await addPageCsp('public');
  await writeHeadersFile('public');
  reporter.info(`Security and cache headers written to public/_headers; script policy added to ${withCsp} pages`);
  writeRobotsTxt();
  await writeAdmin('public', readSiteIdentity(contentDir).url);
  await appendAdminHeaders('public');
  reporter.info('Content editor (Decap CMS) written to public/admin/');
};

/** `gatsby develop` (npm run cms) serves public/, so the editor is written there at start-up. */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async ({ reporter }) => {
  // The build writes it in onPostBuild instead (after the public pages' headers).
  if (process.env.NODE_ENV === 'production') return;
  await writeAdmin('public', readSiteIdentity(contentDir).url);
  reporter.info('Content editor (Decap CMS) written to public/admin/');
};
