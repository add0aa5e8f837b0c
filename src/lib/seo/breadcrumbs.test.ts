import { blogTrail, breadcrumbTrail } from './breadcrumbs';

describe('breadcrumbTrail', () => {
  it('starts at Home and keeps the given order', () => {
    expect(
      breadcrumbTrail([
        { name: 'Blog', path: '/blog/' },
        { name: 'Post', path: '/blog/p/' },
      ]),
    ).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog/' },
      { name: 'Post', path: '/blog/p/' },
    ]);
  });
});

describe('blogTrail', () => {
  it('starts at Blog and adds "Page n" only after the first page', () => {
    const tag = { name: 'Tag: vim', path: '/blog/tags/vim/' };
    expect(blogTrail([tag])).toEqual([{ name: 'Blog', path: '/blog/' }, tag]);
    expect(blogTrail([], 1, '/blog/')).toEqual([{ name: 'Blog', path: '/blog/' }]);
    expect(blogTrail([], 2, '/blog/page/2/')).toEqual([
      { name: 'Blog', path: '/blog/' },
      { name: 'Page 2', path: '/blog/page/2/' },
    ]);
  });
});
