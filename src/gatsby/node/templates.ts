import path from 'node:path';

/** Every template a page creator uses, in one map (conventions §3). */
export const templates = {
  service: path.resolve('src/templates/service.tsx'),
  expertise: path.resolve('src/templates/expertise.tsx'),
  legal: path.resolve('src/templates/legal-page.tsx'),
  blogPost: path.resolve('src/templates/blog-post.tsx'),
  blogList: path.resolve('src/templates/blog-list.tsx'),
  blogTag: path.resolve('src/templates/blog-tag.tsx'),
  author: path.resolve('src/templates/author.tsx'),
  job: path.resolve('src/templates/job.tsx'),
} as const;
