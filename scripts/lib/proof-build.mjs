// Shared by the proofs that build a copy of content/ (scripts/quality/editor-proof.mjs, hostile-content.mjs):
// the project's own build (public/, .cache/ and .build-artifacts/) is set aside while the proof builds, and put
// back afterwards, whatever happens.
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const BUILD_DIRS = ['public', '.cache', '.build-artifacts'];

/** Runs `fn` with the project's build set aside in `<dir>.before-<name>`; the proof's own build is removed after. */
export async function withBuildSetAside(root, name, fn) {
  const saved = BUILD_DIRS.filter((dir) => existsSync(path.join(root, dir)));
  for (const dir of saved) renameSync(path.join(root, dir), path.join(root, `${dir}.before-${name}`));
  try {
    return await fn();
  } finally {
    for (const dir of BUILD_DIRS) rmSync(path.join(root, dir), { recursive: true, force: true });
    for (const dir of saved) renameSync(path.join(root, `${dir}.before-${name}`), path.join(root, dir));
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
