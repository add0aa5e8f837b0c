import type { GatsbyNode } from 'gatsby';
import { onPreInit } from './check-contact-env';
import { createSchemaCustomization } from './schema';
import { validateContentFile } from './validate-content';
import { createLegalPageNode } from './legal-nodes';
import { createPages } from './create-pages';
import { onPostBuild } from './post-build';

export { createSchemaCustomization, createPages, onPostBuild, onPreInit };

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  validateContentFile(args);
  createLegalPageNode(args);
};
