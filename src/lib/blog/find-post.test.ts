import { findPostBySlug, postSlugFromPath } from './find-post';

const posts = [{ slug: 'terraform-fundamentals' }, { slug: 'vim-essentials-for-server-admins' }];

describe('findPostBySlug', () => {
  it('finds the post whose slug matches, ignoring case and surrounding slashes', () => {
    expect(findPostBySlug(posts, 'terraform-fundamentals')).toBe(posts[0]);
    expect(findPostBySlug(posts, '/Vim-Essentials-For-Server-Admins/')).toBe(posts[1]);
  });

  it.each(['terraform', 'no-such-post', '/'])('finds nothing for the unknown, partial or empty slug %j', (slug) =>
    expect(findPostBySlug(posts, slug)).toBeUndefined(),
  );
});

test.each([
  // The slug of a post path, with or without the trailing slash or an anchor.
  ['/blog/terraform-fundamentals/', 'terraform-fundamentals'],
  ['/blog/terraform-fundamentals', 'terraform-fundamentals'],
  ['/blog/terraform-fundamentals/#state', 'terraform-fundamentals'],
  // None for list, tag and non-blog paths, or a broken escape.
  ['/blog/', null],
  ['/blog/page/2/', null],
  ['/blog/tags/mysql/', null],
  ['/services/devops/', null],
  ['/blog/%E0%A4%A/', null],
])('postSlugFromPath(%j) is %j', (path, slug) => expect(postSlugFromPath(path)).toBe(slug));
