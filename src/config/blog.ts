import path from 'node:path';

/**
 * Where build-time posters are written (issue 5 item 5). gatsby-source-filesystem reads this folder
 * as the `blog-posters` source, so posters go through the image pipeline like any content image.
 * Inside .cache: generated, never committed, rebuilt after `gatsby clean`.
 */
export const BLOG_POSTERS_SOURCE = 'blog-posters';
export const blogPostersDir = path.resolve('.cache', 'blog-posters');
/** Posters of posts without one: `<dir>/posts/<slug>.png`. */
export const generatedPosterPath = (slug: string): string => path.join(blogPostersDir, 'posts', `${slug}.png`);
/** Social image of the blog list pages. */
export const BLOG_LIST_POSTER = 'blog.png';
