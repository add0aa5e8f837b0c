// Runs one command for a phase script: its output goes to the log as it comes and is also kept, so the phase
// can quote the first content error in the status an editor reads. `bash -eo pipefail` runs a command line, the
// same shell the workflows use, so a failure inside a pipe is a failure.
import { spawn } from 'node:child_process';

/** Thrown when the run is being cancelled (a newer push, or Cancel on GitHub): the phase posts nothing. */
export class Cancelled extends Error {}

const children = new Set();
let cancelled = false;

/** GitHub cancels a step with SIGINT, then SIGTERM; pass it on to the running command and stop. */
export function stopOnCancel() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      cancelled = true;
      for (const child of children) child.kill(signal);
    });
  }
}

export const isCancelled = () => cancelled;

/**
 * Runs `commandLine` (bash) with `env`; resolves `{ code, output }` with stdout and stderr interleaved.
 * `quiet` keeps the output off the log (a lookup whose answer the phase prints itself).
 */
export function run(commandLine, { env = process.env, cwd = process.cwd(), quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    if (cancelled) return reject(new Cancelled('cancelled'));
    const child = spawn('bash', ['-eo', 'pipefail', '-c', commandLine], {
      env,
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let output = '';
    const take = (stream) => (chunk) => {
      output += chunk;
      if (!quiet) stream.write(chunk);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      children.delete(child);
      if (cancelled) reject(new Cancelled(`cancelled while running: ${commandLine}`));
      else resolve({ code: code ?? (signal ? 128 : 1), output });
    });
  });
}

/** Like run, but a non-zero exit throws an Error carrying the output. */
export async function runOrThrow(commandLine, options) {
  const result = await run(commandLine, options);
  if (result.code !== 0) {
    const error = new Error(`${commandLine} exited with ${result.code}`);
    error.output = result.output;
    throw error;
  }
  return result;
}

/** Single-quotes a word for bash. Example: `it's` → `'it'\''s'`. */
export const shellQuote = (word) => `'${String(word).replace(/'/g, `'\\''`)}'`;

/** The environment without the named variables: what a step running the change's own code may not see. */
export function withoutSecrets(env, names) {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));
}
