import type { GatsbyNode } from 'gatsby';
import { onPreInit } from './check-contact-env';
import { createSchemaCustomization } from './graphql-types';
import { onPreBootstrap, sourceNodes } from './blog-posters';
import { validateContentFile } from './validate-content';
import { createContentNodes } from './content-nodes';
import { createPages } from './create-pages';
import { onPostBootstrap, onPostBuild } from './post-build';
import { onCreateWebpackConfig } from './webpack';

export {
  createSchemaCustomization,
  createPages,
  onCreateWebpackConfig,
  onPostBootstrap,
  onPostBuild,
  onPreInit,
  onPreBootstrap,
  sourceNodes,
};

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  validateContentFile(args);
  createContentNodes(args);
};
