// Gatsby's build hooks; each lives with its concern under src/gatsby/node (docs/architecture.md).
import type { GatsbyNode } from 'gatsby';
import { createContentNodes } from './src/gatsby/node/content-nodes';
import { validateContentFile } from './src/gatsby/node/validate-content';

export { onPreInit } from './src/gatsby/node/check-contact-env';
export { createSchemaCustomization } from './src/gatsby/node/graphql-types';
export { createResolvers } from './src/gatsby/node/sanitised-html';
export { onPreBootstrap, sourceNodes } from './src/gatsby/node/poster-cache';
export { createPages } from './src/gatsby/node/create-pages';
export { onPostBootstrap, onPostBuild } from './src/gatsby/node/post-build';
export { onCreateWebpackConfig } from './src/gatsby/node/webpack';

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  validateContentFile(args);
  createContentNodes(args);
};
