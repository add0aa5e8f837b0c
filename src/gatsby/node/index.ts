import type { GatsbyNode } from 'gatsby';
import { validateContentFile } from './validate-content';
import { createContentNodes } from './content-nodes';

export { onPreInit } from './check-contact-env';
export { createSchemaCustomization } from './graphql-types';
export { onPreBootstrap, sourceNodes } from './poster-cache';
export { createPages } from './create-pages';
export { onPostBootstrap, onPostBuild } from './post-build';
export { onCreateWebpackConfig } from './webpack';

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  validateContentFile(args);
  createContentNodes(args);
};
