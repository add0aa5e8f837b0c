import { blogTagPath } from '../routes';
import { collectTags, isIndexableTag, type PostTag } from './tags';

/** The GraphQL query gatsby-plugin-sitemap runs: every page, plus post tags to judge tag pages. */
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
        tags {
          name
          slug
        }
      }
    }
  }
`;

export interface SitemapData {
  allSitePage: { nodes: ReadonlyArray<{ path: string }> };
  allBlogPost: { nodes: ReadonlyArray<{ tags: readonly PostTag[] }> };
}

/** Utility pages that are `noindex`: search results and the service worker's offline page. */
export const UNLISTED_PATHS = ['/search/', '/offline/'] as const;

/**
 * The pages listed in the sitemap: every page except tag pages that are `noindex` (one post only)
 * and the unlisted utility pages; the plugin itself drops the 404 pages. Example: /blog/tags/vim/
 * with one post is left out.
 */
export function sitemapPages(data: SitemapData): Array<{ path: string }> {
  const hidden = new Set<string>([
    ...UNLISTED_PATHS,
    ...collectTags(data.allBlogPost.nodes.map((post) => post.tags))
      .filter((tag) => !isIndexableTag(tag.count))
      .map((tag) => blogTagPath(tag.slug)),
  ]);
  return data.allSitePage.nodes.filter((page) => !hidden.has(page.path));
}
