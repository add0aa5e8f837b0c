import { absoluteUrl } from './seo';

/**
 * robots.txt for the site: everything may be crawled (page data and scripts included, so crawlers
 * that render pages see what visitors see), and crawlers are pointed at the sitemap index that
 * gatsby-plugin-sitemap writes, by absolute URL (issue 5 item 6).
 */
export function buildRobotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(siteUrl, '/sitemap-index.xml')}`, ''].join('\n');
}
