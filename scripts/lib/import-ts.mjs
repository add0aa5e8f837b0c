// Lets the project's .mjs scripts use a rule that lives in src/lib as TypeScript (one idea, one place):
// esbuild (already a dependency) bundles the module, packages left external, into node_modules/.cache, and
// Node imports that. Usage: const { parseFrontMatter } = await importTs('src/lib/content/front-matter.ts');
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** The module at `entry` (relative to the project root), compiled from its current source. */
export async function importTs(entry) {
  const source = path.resolve(root, entry);
  const name = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const outfile = path.join(root, 'node_modules', '.cache', 'import-ts', `${path.basename(entry, '.ts')}-${name}.mjs`);
  await build({
    entryPoints: [source],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // A CommonJS module in the bundle (src/lib/content/safe-markdown) requires its packages at run time.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
  // A query string per call: a script that imports the module twice after an edit gets the new one.
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}
