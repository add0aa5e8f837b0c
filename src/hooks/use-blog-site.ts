import type { BlogSiteInfo } from '../lib/seo/blog-seo';
import { useSiteData } from './use-site-data';

/** The company identity in the shape the blog head builders take. */
export function useBlogSite(): BlogSiteInfo {
  const site = useSiteData();
  return { name: site.name, shortName: site.shortName, url: site.url, logoPath: '/logo.png', social: site.social };
}
