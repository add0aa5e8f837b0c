import { blogPostPath } from '../routes';

/** The GraphQL query gatsby-plugin-sitemap runs: every page, plus posts' dates. */
export const SITEMAP_QUERY = /* GraphQL */ `
  query Sitemap {
    site {
      siteMetadata {
        siteUrl
      }
    }
    allSitePage {
      nodes {
        path
      }
    }
    allBlogPost {
      nodes {
        slug
        date
        updated
      }
    }
  }
`;

/** What SITEMAP_QUERY returns. */
export interface SitemapData {
  allSitePage: { nodes: ReadonlyArray<Pick<Queries.SitePage, 'path'>> };
  allBlogPost: { nodes: ReadonlyArray<Pick<Queries.BlogPost, 'slug' | 'date' | 'updated'>> };
}

/** A listed page; `lastmod` for posts only. */
type SitemapPage = { path: string; lastmod?: string };

/** Utility pages that are `noindex`: search results and the service worker's offline page. */
const UNLISTED_PATHS: readonly string[] = ['/search/', '/offline/'];

/**
 * The pages listed in the sitemap, posts with their last change as lastmod, without the unlisted
 * utility pages. The plugin itself drops the 404 pages; tag pages exist only for tags with 2+ posts
 * (createPages). Example: a post updated 2026-03-01 → lastmod 2026-03-01.
 */
export function sitemapPages(data: SitemapData): SitemapPage[] {
  const lastmod = new Map(data.allBlogPost.nodes.map((post) => [blogPostPath(post.slug), post.updated || post.date]));
  return data.allSitePage.nodes
    .filter((page) => !UNLISTED_PATHS.includes(page.path))
    .map((page) => ({ path: page.path, lastmod: lastmod.get(page.path) }));
}

/** One sitemap entry, as gatsby-plugin-sitemap's `serialize` option returns it. */
export function sitemapEntry(page: SitemapPage): { url: string; lastmod?: string } {
  return page.lastmod ? { url: page.path, lastmod: page.lastmod } : { url: page.path };
}
