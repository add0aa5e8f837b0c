import type { GatsbyNode } from 'gatsby';
import { createSchemaCustomization } from './schema';
import { validateContentFile } from './validate-content';
import { createLegalPageNode } from './legal-nodes';
import { createPages } from './create-pages';
import { onPostBuild } from './post-build';

export { createSchemaCustomization, createPages, onPostBuild };

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  validateContentFile(args);
  createLegalPageNode(args);
};
