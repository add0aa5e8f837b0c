import { blogTabFromSearch, withBlogTab } from './list-tabs';

describe('blogTabFromSearch', () => {
  it('reads ?tab=hot and defaults to latest otherwise', () => {
    expect(blogTabFromSearch('?tab=hot')).toBe('hot');
    expect(blogTabFromSearch('?tab=latest')).toBe('latest');
    expect(blogTabFromSearch('?tab=HOT&x=1')).toBe('latest');
    expect(blogTabFromSearch('')).toBe('latest');
  });
});

describe('withBlogTab', () => {
  it('adds the tab only when it is not the default', () => {
    expect(withBlogTab('/blog/page/2/', 'hot')).toBe('/blog/page/2/?tab=hot');
    expect(withBlogTab('/blog/page/2/', 'latest')).toBe('/blog/page/2/');
  });
});
