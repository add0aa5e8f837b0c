import { absoluteUrl } from './seo';

/** The sitemap index gatsby-plugin-sitemap writes. */
export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';

/**
 * robots.txt for the site: everything may be crawled (page data and scripts included, so crawlers
 * that render pages see what visitors see), and crawlers are pointed at the sitemap by absolute URL
 * (issue 5 item 6).
 * Example: `buildRobotsTxt('https://x.com')` ends with `Sitemap: https://x.com/sitemap-index.xml`.
 */
export function buildRobotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(siteUrl, SITEMAP_INDEX_PATH)}`, ''].join('\n');
}
