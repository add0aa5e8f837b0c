import type { GatsbyNode } from 'gatsby';
import path from 'node:path';
import { CompileHintsPlugin } from './compile-hints';

/**
 * Gatsby's Partytown browser hook only acts in `gatsby develop`, yet pulls gatsby-script into every page's
 * first load, so production gets an empty module instead (docs/performance.md, first-load JavaScript).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(
        /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
        path.resolve('src/gatsby/node/empty-browser-plugin.js'),
      ),
      new CompileHintsPlugin(),
    ],
  });
};
