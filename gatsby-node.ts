// Gatsby's build hooks; each lives with its concern under src/gatsby/node (docs/architecture.md).
import type { GatsbyNode } from 'gatsby';
import { createContentNodes, redecidePublication } from './src/gatsby/node/content-nodes';
import { sourceNodes as sourcePosters } from './src/gatsby/node/poster-cache';
import { createResolvers as sanitisedHtml } from './src/gatsby/node/sanitised-html';
import { createTeamResolvers } from './src/gatsby/node/team-resolvers';
import { validateContentFile } from './src/gatsby/node/validate-content';

export { onPreInit } from './src/gatsby/node/check-contact-env';
export { createSchemaCustomization } from './src/gatsby/node/graphql-types';
export { onPreBootstrap } from './src/gatsby/node/poster-cache';
export { createPages } from './src/gatsby/node/create-pages';
export { onPostBootstrap, onPostBuild } from './src/gatsby/node/post-build';
export { onCreateWebpackConfig } from './src/gatsby/node/webpack';

// Published article HTML, and each team member's articles page when the build has one.
export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  sanitisedHtml(args);
  createTeamResolvers(args);
};

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  validateContentFile(args);
  createContentNodes(args);
};

// Every build: the posters drawn this build, and the day's publication decisions applied to the content nodes the
// cache kept (onCreateNode runs only for changed files). Two parameters: Gatsby waits for a callback when there are three.
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args, options) => {
  await sourcePosters?.(args, options, () => undefined);
  const { replaced } = redecidePublication(args);
  if (replaced > 0) args.reporter.info(`Publication: ${replaced} cached post or job nodes decided again for today`);
};
