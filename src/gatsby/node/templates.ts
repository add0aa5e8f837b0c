import path from 'node:path';

/** Every template that createPages uses, in one map (STYLE §3). */
export const templates = {
  blogPost: path.resolve('src/templates/blog-post.tsx'),
  blogList: path.resolve('src/templates/blog-list.tsx'),
  blogTag: path.resolve('src/templates/blog-tag.tsx'),
} as const;
