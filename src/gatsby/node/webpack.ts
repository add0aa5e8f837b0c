import type { GatsbyNode } from 'gatsby';
import path from 'node:path';
import type { Compiler } from 'webpack';

/** V8's compile hint (Chrome 136+): the script's functions compile on a background thread while it downloads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Gatsby's chunks that every page loads first and runs almost entirely while it starts. */
const START_CHUNKS: ReadonlySet<string> = new Set(['webpack-runtime', 'framework', 'app']);

/**
 * Hints the start chunks once minified, before their source maps are written, so maps and hashes stay right;
 * lazy chunks stay lazily compiled, as most of their functions never run (docs/performance.md, "Compile hints").
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(CompileHintsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: CompileHintsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.name || !START_CHUNKS.has(chunk.name)) continue;
            for (const file of chunk.files) {
              if (file.endsWith('.js'))
                compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }
}

/**
 * Gatsby's Partytown browser hook only acts in `gatsby develop`, yet pulls gatsby-script into every page's
 * first load, so production gets an empty module instead (docs/performance.md, first-load JavaScript).
 * Workaround: the hook imports gatsby-script since https://github.com/gatsbyjs/gatsby/pull/36246. Delete when
 * Gatsby's internal Partytown plugin no longer imports gatsby-script (a build without this replacement keeps
 * within budgets/js-budget.json).
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
