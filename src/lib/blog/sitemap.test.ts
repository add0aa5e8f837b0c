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

describe('sitemapPages and utility pages', () => {
  it('leaves out the search page and the offline page', () => {
    const pages = sitemapPages({
      allSitePage: { nodes: [{ path: '/' }, { path: '/search/' }, { path: '/offline/' }, { path: '/about/' }] },
      allBlogPost: { nodes: [] },
    });
    expect(pages.map((page) => page.path)).toEqual(['/', '/about/']);
  });
});
