import { sitemapPages } from './sitemap';

describe('sitemapPages', () => {
  const data = {
    allSitePage: {
      nodes: [{ path: '/' }, { path: '/blog/' }, { path: '/blog/tags/mysql/' }, { path: '/blog/tags/vim/' }],
    },
    allBlogPost: {
      nodes: [
        {
          tags: [
            { name: 'mysql', slug: 'mysql' },
            { name: 'vim', slug: 'vim' },
          ],
        },
        { tags: [{ name: 'MySQL', slug: 'mysql' }] },
      ],
    },
  };

  it('keeps every page except tag pages with a single post', () => {
    expect(sitemapPages(data).map((page) => page.path)).toEqual(['/', '/blog/', '/blog/tags/mysql/']);
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
