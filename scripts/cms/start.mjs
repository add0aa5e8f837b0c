// `npm run cms`: local editing with no account (product-rules §6 Editors). Starts Decap's local backend
// (decap-server, which reads and writes the files under this checkout) and `gatsby develop`
// (which serves the editor at /admin/ and a live preview of the site), then prints the editor's URL.
// DECAP_SERVER_PORT (8081) and CMS_PORT (8000) change the ports; Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const decapPort = process.env.DECAP_SERVER_PORT ?? '8081';
const sitePort = process.env.CMS_PORT ?? '8000';
const host = '127.0.0.1';

const children = [];
function start(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => {
    console.log(prefix(chunk));
    if (name === 'site' && /You can now view|localhost:\d+\//.test(chunk.toString()) && !start.announced) {
      start.announced = true;
      console.log(
        `\nThe editor is ready: http://localhost:${sitePort}/admin/  (the site: http://localhost:${sitePort}/)\n`,
      );
    }
  });
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${name}] stopped (${code ?? 'signal'})`);
    stopAll(code ?? 0);
  });
  children.push(child);
}

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

console.log(`Starting the local content editor: decap-server on port ${decapPort}, the site on port ${sitePort}…`);
start('decap-server', process.execPath, [require.resolve('decap-server/dist/index.js')], {
  PORT: decapPort,
  BIND_HOST: host,
  GIT_REPO_DIRECTORY: process.env.GIT_REPO_DIRECTORY ?? root,
  MODE: 'fs',
});
start('site', process.execPath, [require.resolve('gatsby/cli.js'), 'develop', '-H', host, '-p', sitePort], {
  GATSBY_TELEMETRY_DISABLED: '1',
  DECAP_SERVER_PORT: decapPort,
});
