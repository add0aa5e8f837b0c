import type { GatsbyNode } from 'gatsby';
import { createSchemaCustomization } from './schema';
import { validateContentFile } from './validate-content';
import { createPages } from './create-pages';
import { onPostBuild } from './post-build';

export { createSchemaCustomization, createPages, onPostBuild };

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  validateContentFile(args);
};
