// The CI scripts run the site's own rules (src/lib/publishing, written in TypeScript) with plain Node:
// esbuild (already a dependency) bundles the module in memory, so the rule lives in one place.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Imports `src/...` (a .ts module) and returns its exports. */
export async function importTs(relative) {
  const result = await build({
    entryPoints: [path.join(root, relative)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

export { root };
