import { blogPostPath } from '../routes';

/** gatsby-plugin-sitemap's query: every page in path order (so a rebuild writes the same file), plus posts' dates. */
export const SITEMAP_QUERY = /* GraphQL */ `
  query Sitemap {
    site {
      siteMetadata {
        siteUrl
      }
    }
    allSitePage(sort: { path: ASC }) {
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

type SitemapPage = { path: string; lastmod?: string };

/** Every page, posts with their last change as lastmod (the plugin then drops the 404 pages and `excludes`). */
export function sitemapPages(data: {
  allSitePage: { nodes: ReadonlyArray<Pick<Queries.SitePage, 'path'>> };
  allBlogPost: { nodes: ReadonlyArray<Pick<Queries.BlogPost, 'slug' | 'date' | 'updated'>> };
}): SitemapPage[] {
  const lastmod = new Map(data.allBlogPost.nodes.map((post) => [blogPostPath(post.slug), post.updated || post.date]));
  return data.allSitePage.nodes.map((page) => ({ path: page.path, lastmod: lastmod.get(page.path) }));
}

/** gatsby-plugin-sitemap's `serialize`; the sitemap writer leaves an undefined lastmod out. */
export const sitemapEntry = ({ path, lastmod }: SitemapPage) => ({ url: path, lastmod });
