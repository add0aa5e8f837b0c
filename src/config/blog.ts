/**
 * Drawn posters (issue 5 item 5, issue 15 item 4): every post without its own `poster`, and the blog
 * list, gets a poster drawn at build time (src/gatsby/node/blog-posters.ts). Each becomes a
 * `BlogPoster` node named as below; a post links its own by `posterName`.
 */
export const drawnPosterName = (slug: string): string => `post/${slug}`;
/** The social image of the blog list and tag pages. */
export const BLOG_LIST_POSTER = 'list';
