/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from './webpack';

/** Builds a two-chunk bundle (an entry named `name` that imports a lazy module) the way Gatsby's production build does: minified, with source maps. */
function build(name: string): Promise<{ dir: string; files: string[] }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  writeFileSync(path.join(dir, 'entry.js'), 'export function start() { return import("./later.js"); }\nstart();\n');
  writeFileSync(path.join(dir, 'later.js'), 'export const later = () => "later";\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { [name]: './entry.js' },
    devtool: 'source-map',
    output: {
      path: path.join(dir, 'out'),
      filename: '[name]-[contenthash].js',
      chunkFilename: '[id]-[contenthash].js',
    },
    plugins: [new CompileHintsPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      const files = Object.keys(stats.compilation.assets).filter((file) => file.endsWith('.js'));
      compiler.close(() => resolve({ dir: path.join(dir, 'out'), files }));
    }),
  );
}

describe('CompileHintsPlugin', () => {
  it('marks a start chunk, keeps its source map aligned and leaves lazy chunks alone', async () => {
    const { dir, files } = await build('app');
    const app = files.find((file) => file.startsWith('app-'))!;
    const lazy = files.find((file) => !file.startsWith('app-'))!;
    const appText = readFileSync(path.join(dir, app), 'utf8');
    expect(appText.startsWith(COMPILE_HINT)).toBe(true);
    expect(appText.indexOf('allFunctionsCalledOnLoad')).toBe(appText.lastIndexOf('allFunctionsCalledOnLoad'));
    // The hint is a line of its own with no mappings, so every later line still maps to its source.
    const map = JSON.parse(readFileSync(path.join(dir, `${app}.map`), 'utf8')) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
    expect(readFileSync(path.join(dir, lazy), 'utf8')).not.toContain('allFunctionsCalledOnLoad');
  }, 60_000);

  it('leaves chunks with other names alone', async () => {
    const { dir, files } = await build('component---src-pages-index-tsx');
    for (const file of files)
      expect(readFileSync(path.join(dir, file), 'utf8')).not.toContain('allFunctionsCalledOnLoad');
  }, 60_000);
});
