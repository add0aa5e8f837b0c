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

/** Utility pages that are `noindex`: search results and the service worker's offline page. */
export const UNLISTED_PATHS = ['/search/', '/offline/'] as const;

/**
 * The pages listed in the sitemap, posts with their last change as lastmod. Left out: the unlisted
 * utility pages, and as a safeguard any tag page of a tag with fewer than 2 posts (none is created).
 * The plugin itself drops the 404 pages. Example: a post updated 2026-03-01 → lastmod 2026-03-01.
 */
export function sitemapPages(data: SitemapData): SitemapPage[] {
  const hidden = new Set<string>([
    ...UNLISTED_PATHS,
    ...collectTags(data.allBlogPost.nodes.map((post) => post.tags))
      .filter((tag) => !isIndexableTag(tag.count))
      .map((tag) => blogTagPath(tag.slug)),
  ]);
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
