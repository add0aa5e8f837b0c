import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Builds the site search index into public/pagefind with Pagefind's CLI from its npm package (the
 * binary ships in a platform package, nothing is downloaded). Pages opt in with data-pagefind-body:
 * posts, services, expertise pages and jobs (issue 14 item 1).
 */
export async function writeSearchIndex(publicDir: string): Promise<string> {
  const cli = path.resolve('node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs');
  const { stdout } = await promisify(execFile)(process.execPath, [cli, '--site', publicDir], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}
