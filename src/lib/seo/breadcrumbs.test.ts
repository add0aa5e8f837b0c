import { breadcrumbTrail, HOME_CRUMB } from './breadcrumbs';

describe('breadcrumbTrail', () => {
  it('starts at Home and keeps the given order', () => {
    expect(
      breadcrumbTrail([
        { name: 'Blog', path: '/blog/' },
        { name: 'Post', path: '/blog/p/' },
      ]),
    ).toEqual([HOME_CRUMB, { name: 'Blog', path: '/blog/' }, { name: 'Post', path: '/blog/p/' }]);
    expect(HOME_CRUMB).toEqual({ name: 'Home', path: '/' });
  });
});
