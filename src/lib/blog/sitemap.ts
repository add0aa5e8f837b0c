import { blogPostPath, blogTagPath } from '../routes';
import { collectTags, isIndexableTag, type PostTag } from './tags';

/** The GraphQL query gatsby-plugin-sitemap runs: every page, plus posts' tags and dates. */
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
  allBlogPost: {
    nodes: ReadonlyArray<{ slug: string; date: string; updated?: string | null; tags: readonly PostTag[] }>;
  };
}

export interface SitemapPage {
  path: string;
  /** Posts only: the `updated` date, else the publication date (ISO). */
  lastmod?: string;
}

/**
 * The pages listed in the sitemap, posts with their last change as lastmod. Tag pages exist only
 * for tags with 2+ posts; any other tag page (none is created) is left out as a safeguard. The
 * plugin itself drops the 404 pages. Example: a post updated 2026-03-01 → lastmod 2026-03-01.
 */
export function sitemapPages(data: SitemapData): SitemapPage[] {
  const hidden = new Set(
    collectTags(data.allBlogPost.nodes.map((post) => post.tags))
      .filter((tag) => !isIndexableTag(tag.count))
      .map((tag) => blogTagPath(tag.slug)),
  );
  const lastmod = new Map(data.allBlogPost.nodes.map((post) => [blogPostPath(post.slug), post.updated || post.date]));
  return data.allSitePage.nodes
    .filter((page) => !hidden.has(page.path))
    .map((page) => {
      const changed = lastmod.get(page.path);
      return changed ? { path: page.path, lastmod: changed } : { path: page.path };
    });
}

/** One sitemap entry, as gatsby-plugin-sitemap's `serialize` option returns it. */
export function sitemapEntry(page: SitemapPage): { url: string; lastmod?: string } {
  return page.lastmod ? { url: page.path, lastmod: page.lastmod } : { url: page.path };
}
