// Serves a build on 127.0.0.1 the way Cloudflare Pages serves it, with Cloudflare's own runtime:
// `wrangler pages dev` (workerd) applies `_headers` (merging rules its way), `_redirects`, trailing-slash
// redirects, the 404 page with its status, compression, and runs the Pages Functions in functions/.
//
// One thing wrangler cannot do here is the local EmailJS stand-in (product-rules §7): it appends enquiries
// to a file, which a Worker cannot, and it must never ship with the site as a Pages Function. So a thin
// front listens on the public port and passes every request to wrangler byte for byte, except the
// stand-in's one path (docs/architecture.md, "Serving locally").
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { createEmailStandIn } from '../emailjs-stand-in.mjs';
import { forward } from './front.mjs';

const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const wranglerBin = path.join(projectRoot, 'node_modules', '.bin', 'wrangler');
const HOST = '127.0.0.1';

/** A free port on 127.0.0.1, for wrangler behind the front (and for tests that need one). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts wrangler and the front; resolves once the site answers.
 * @param {{ root?: string, port?: number, bindings?: Record<string, string>, outbox?: string,
 *   log?: (line: string) => void, standIn?: boolean, cwd?: string }} [options]
 *   bindings: variables and secrets for the Pages Functions (what the Pages project holds in production);
 *   standIn: false serves wrangler alone (no front), for checks that only read what the host sends;
 *   cwd: where wrangler finds functions/ and wrangler.toml (default: this repository; the publish rehearsal serves
 *   each deployment from its own copy).
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startLocalSite(options = {}) {
  const root = path.resolve(options.root ?? 'public');
  const log = options.log ?? ((line) => console.log(line));
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No build found in ${root}. Run "npm run build" first (or "npm start", which builds and serves).`);
  }
  const useFront = options.standIn !== false;
  const port = options.port ?? (await freePort());
  const innerPort = useFront ? await freePort() : port;

  const args = ['pages', 'dev', root, '--ip', HOST, '--port', String(innerPort)];
  args.push('--log-level', process.env.WRANGLER_LOG ?? 'warn', '--show-interactive-dev-session=false');
  for (const [name, value] of Object.entries(options.bindings ?? {})) args.push('--binding', `${name}=${value}`);
  const wrangler = spawn(wranglerBin, args, {
    cwd: options.cwd ?? projectRoot,
    // Local runs never report to Cloudflare; the runtime's `Request.cf` lookup fails offline and falls back.
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  wrangler.stdout.on('data', keep);
  wrangler.stderr.on('data', keep);
  const exited = new Promise((resolve) => wrangler.once('exit', resolve));

  const standIn = useFront ? createEmailStandIn({ outbox: options.outbox, log }) : null;
  const front = useFront
    ? http.createServer((req, res) => {
        if (standIn.handles(req)) return standIn.handle(req, res);
        return forward(req, res, innerPort);
      })
    : null;
  if (front) await new Promise((resolve) => front.listen(port, HOST, resolve));

  const url = `http://${HOST}:${port}`;
  const close = async () => {
    if (front) await new Promise((resolve) => front.close(() => resolve()));
    if (wrangler.exitCode === null) {
      wrangler.kill('SIGTERM');
      const timer = setTimeout(() => wrangler.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    }
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (wrangler.exitCode !== null) {
      await close();
      throw new Error(`wrangler pages dev exited (${wrangler.exitCode}):\n${output}`);
    }
    if (await answers(`http://${HOST}:${innerPort}/`)) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`wrangler pages dev did not answer within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, port, close, standIn };
}

async function answers(url) {
  try {
    const response = await fetch(url, { redirect: 'manual' });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}
