/**
 * The slug named by a blog path, or null for paths that are not a single post: list pages, tag pages
 * and anything outside /blog/. Example: `postSlugFromPath('/blog/terraform-fundamentals/')` →
 * `terraform-fundamentals`; `postSlugFromPath('/blog/page/2/')` → null.
 */
export function postSlugFromPath(pathname: string): string | null {
  const match = /^\/blog\/([^/?#]+)\/?(?:[?#].*)?$/.exec(pathname.trim());
  if (!match || !match[1]) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]).toLowerCase();
  } catch {
    return null;
  }
  return slug === 'page' || slug === 'tags' ? null : slug;
}

/**
 * Finds a post by the slug in its URL (product-rules §2 Blog detail: the title parameter is matched against
 * the posts), ignoring case and surrounding slashes. Example: `findPostBySlug(posts, '/Vim-Essentials/')`.
 */
export function findPostBySlug<T extends { slug: string }>(posts: readonly T[], slug: string): T | undefined {
  const wanted = slug
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  if (!wanted) return undefined;
  return posts.find((post) => post.slug.toLowerCase() === wanted);
}
