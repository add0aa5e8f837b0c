import { absoluteUrl } from './seo';

/** Everything may be crawled, so renderers see what visitors see; the sitemap index by absolute URL (issue 5 item 6). */
export function buildRobotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(siteUrl, '/sitemap-index.xml')}`, ''].join('\n');
}
