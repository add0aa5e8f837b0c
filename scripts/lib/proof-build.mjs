// Shared by the proofs that build a copy of content/ (scripts/quality/editor-proof.mjs, hostile-content.mjs):
// the project's own build (public/, .cache/ and .build-artifacts/) is set aside while the proof builds, and put
// back afterwards, whatever happens; so are the GraphQL types, which every build writes from the content it read
// (src/gatsby-types.d.ts: a proof's content may infer a field differently).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const BUILD_DIRS = ['public', '.cache', '.build-artifacts'];
const TYPES_FILE = 'src/gatsby-types.d.ts';

/**
 * Runs `fn` with the project's build set aside in `<dir>.before-<name>`; the proof's own build is removed after.
 * The proof starts cold: a build over a cache Gatsby wrote for content in another folder fails its queries
 * ("Cannot return null for non-nullable field TopicsJson.topics", Gatsby 5.16), so only builds of one folder share
 * a cache (the editor proof's rounds do).
 */
export async function withBuildSetAside(root, name, fn) {
  const typesFile = path.join(root, TYPES_FILE);
  const types = readFileSync(typesFile, 'utf8');
  const saved = BUILD_DIRS.filter((dir) => existsSync(path.join(root, dir)));
  for (const dir of saved) renameSync(path.join(root, dir), path.join(root, `${dir}.before-${name}`));
  try {
    return await fn();
  } finally {
    for (const dir of BUILD_DIRS) rmSync(path.join(root, dir), { recursive: true, force: true });
    for (const dir of saved) renameSync(path.join(root, `${dir}.before-${name}`), path.join(root, dir));
    writeFileSync(typesFile, types);
  }
}

/** Runs a command with `env`, its output shown; throws when it fails. */
export function run(command, args, env) {
  console.log(`\n${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

/** Runs a command with `env`, its output captured (and shown); returns `{ status, output }`. */
export function capture(command, args, env) {
  console.log(`\n${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  return { status: result.status, output };
}
