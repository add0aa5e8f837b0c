import type { GatsbyNode } from 'gatsby';
import { createSchemaCustomization } from './schema';
import { createBlogPostNode } from './blog-post-node';
import { onPreBootstrap } from './blog-posters';
import { validateContentFile } from './validate-content';
import { createPages } from './create-pages';
import { onPostBuild } from './post-build';

export { createSchemaCustomization, createPages, onPostBuild, onPreBootstrap };

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  validateContentFile(args);
  createBlogPostNode(args);
};
