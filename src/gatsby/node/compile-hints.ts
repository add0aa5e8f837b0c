import type { Compiler } from 'webpack';

/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its
 * functions compiled while it downloads, on a background thread, instead of each one on the main
 * thread the first time it runs. Other browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Gatsby's chunks that every page loads first and runs almost entirely while it starts. */
export const START_CHUNKS: ReadonlySet<string> = new Set(['webpack-runtime', 'framework', 'app']);

/**
 * Puts the compile hint on the start chunks once they are minified, before their source maps are
 * written, so maps and content hashes stay right. Lazily loaded chunks stay lazily compiled: most of
 * their functions never run on a given page (docs/performance.md, "Compile hints").
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
