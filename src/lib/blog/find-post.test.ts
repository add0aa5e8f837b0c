import { findPostBySlug, postSlugFromPath } from './find-post';

const posts = [{ slug: 'terraform-fundamentals' }, { slug: 'vim-essentials-for-server-admins' }];

describe('findPostBySlug', () => {
  it('finds the post whose slug matches', () => {
    expect(findPostBySlug(posts, 'terraform-fundamentals')).toBe(posts[0]);
  });

  it('ignores case and surrounding slashes', () => {
    expect(findPostBySlug(posts, '/Vim-Essentials-For-Server-Admins/')).toBe(posts[1]);
  });

  it('finds nothing for an unknown, partial or empty slug', () => {
    expect(findPostBySlug(posts, 'terraform')).toBeUndefined();
    expect(findPostBySlug(posts, 'no-such-post')).toBeUndefined();
    expect(findPostBySlug(posts, '/')).toBeUndefined();
  });
});

describe('postSlugFromPath', () => {
  it('reads the slug of a post path, with or without the trailing slash', () => {
    expect(postSlugFromPath('/blog/terraform-fundamentals/')).toBe('terraform-fundamentals');
    expect(postSlugFromPath('/blog/terraform-fundamentals')).toBe('terraform-fundamentals');
    expect(postSlugFromPath('/blog/terraform-fundamentals/#state')).toBe('terraform-fundamentals');
  });

  it('is null for list, tag and non-blog paths', () => {
    expect(postSlugFromPath('/blog/')).toBeNull();
    expect(postSlugFromPath('/blog/page/2/')).toBeNull();
    expect(postSlugFromPath('/blog/tags/mysql/')).toBeNull();
    expect(postSlugFromPath('/services/devops/')).toBeNull();
    expect(postSlugFromPath('/blog/%E0%A4%A/')).toBeNull();
  });
});
