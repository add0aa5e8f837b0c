/** @jest-environment node */
import config from '../../../gatsby-config';
import { sitemapEntry, sitemapPages } from './sitemap';

describe('sitemapPages', () => {
  const data = {
    allSitePage: {
      nodes: [
        { path: '/' },
        { path: '/blog/' },
        { path: '/blog/a/' },
        { path: '/blog/b/' },
        { path: '/blog/tags/mysql/' },
      ],
    },
    allBlogPost: {
      nodes: [
        { slug: 'a', date: '2025-01-10', updated: '2025-06-01' },
        { slug: 'b', date: '2025-02-03', updated: null },
      ],
    },
  };

  it('gives posts their updated date as lastmod, else their date; other pages none', () => {
    const pages = sitemapPages(data);
    expect(pages.find((page) => page.path === '/blog/a/')).toEqual({ path: '/blog/a/', lastmod: '2025-06-01' });
    expect(pages.find((page) => page.path === '/blog/b/')).toEqual({ path: '/blog/b/', lastmod: '2025-02-03' });
    expect(pages.find((page) => page.path === '/')).toEqual({ path: '/' });
  });
});

describe('sitemapEntry', () => {
  it('maps a page to url and, when known, lastmod', () => {
    expect(sitemapEntry({ path: '/blog/a/', lastmod: '2025-06-01' })).toEqual({
      url: '/blog/a/',
      lastmod: '2025-06-01',
    });
    expect(sitemapEntry({ path: '/' })).toEqual({ url: '/' });
  });
});

describe('the sitemap plugin options', () => {
  it('leave out the search page and the offline page, and only those', () => {
    const { pageFilter, defaultFilterPages } = jest.requireActual('gatsby-plugin-sitemap/internals');
    const sitemap = config.plugins?.find(
      (plugin) => typeof plugin === 'object' && plugin.resolve === 'gatsby-plugin-sitemap',
    );
    const paths = ['/', '/search/', '/offline/', '/about/', '/blog/search/', '/offline-notes/'];
    const { filteredPages } = pageFilter({
      allPages: paths.map((path) => ({ path })),
      filterPages: defaultFilterPages,
      excludes: typeof sitemap === 'object' ? sitemap.options?.excludes : undefined,
    });
    expect(filteredPages.map((page: { path: string }) => page.path)).toEqual([
      '/',
      '/about/',
      '/blog/search/',
      '/offline-notes/',
    ]);
  });
});
