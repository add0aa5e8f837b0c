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
