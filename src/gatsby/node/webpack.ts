import type { GatsbyNode } from 'gatsby';
import path from 'node:path';
import { CompileHintsPlugin } from './compile-hints';

/**
 * Gatsby's built-in Partytown plugin has a browser hook that only acts in `gatsby develop`, yet
 * its `require` pulls gatsby-script and the Partytown snippet into every page's first load. The
 * production bundle gets an empty module in its place (docs/performance.md, first-load JavaScript).
 * The start chunks carry V8's compile hint (compile-hints.ts).
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
