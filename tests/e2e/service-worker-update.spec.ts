import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

/** A port nothing listens on, on 127.0.0.1. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The project's serve command (scripts/serve.mjs) over `root`; resolves once it answers. */
async function serve(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Without the test runner's NODE_OPTIONS: its module loader must not load the server's own ES modules.
  const { NODE_OPTIONS: _loader, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...env, PORT: String(port), PUBLIC_DIR: root, OUTBOX_FILE: path.join(root, 'outbox.jsonl') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (child.exitCode !== null)
      throw new Error(`scripts/serve.mjs exited (${child.exitCode}) before it answered:\n${errors}`);
    const answered = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { url, close };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await close();
  throw new Error(`scripts/serve.mjs did not answer on ${url} within 60 s`);
}

/**
 * The README's promise: the service worker "picks up a new deploy on the next reload". A copy of the build is
 * served by Cloudflare's runtime on a port of its own; a visitor's page comes under its worker, then a new
 * deploy lands (a changed /sw.js and a changed page), and one reload shows the new page, under the new worker.
 * The copy is hard links (cp -al) and a file is replaced, never written through, so the build stays as it is.
 */
test.describe('a new deploy', () => {
  test.use({ serviceWorkers: 'allow' });
  test.setTimeout(90_000);

  let copy = '';
  let site: { url: string; close: () => Promise<void> } | undefined;

  test.beforeAll(async () => {
    copy = mkdtempSync(path.join(tmpdir(), 'sw-deploy-'));
    const linked = spawnSync('cp', ['-al', `${path.resolve('public')}/.`, copy], { encoding: 'utf8' });
    if (linked.status !== 0) throw new Error(`could not copy the build: ${linked.stderr}`);
    site = await serve(copy);
  });

  test.afterAll(async () => {
    await site?.close();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  /** Replaces a file of the copy (a new inode: the build's own file, hard-linked, is not touched). */
  const deploy = (relative: string, change: (text: string) => string) => {
    const file = path.join(copy, relative);
    const text = readFileSync(file, 'utf8');
    unlinkSync(file);
    writeFileSync(file, change(text));
  };

  test('is picked up on the next reload: the new page, under the new service worker', async ({ page }) => {
    const url = `${site!.url}/about/`;
    await page.goto(url);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // The worker of this deploy answers nothing at /__deploy: the request goes to the network, a 404.
    const deployOf = () =>
      page.evaluate(async () => {
        const response = await fetch('/__deploy', { cache: 'no-store' });
        return response.ok ? response.text() : `status ${response.status}`;
      });
    expect(await deployOf()).toBe('status 404');

    // The new deploy: a worker that differs (and answers /__deploy), and a changed page.
    deploy(
      'sw.js',
      (text) =>
        `${text}\nself.addEventListener('fetch', (event) => { if (new URL(event.request.url).pathname === '/__deploy') event.respondWith(new Response('new deploy')); });\n`,
    );
    deploy('about/index.html', (text) => text.replace('</head>', '<meta name="x-deploy" content="new"/></head>'));

    await page.reload();
    await expect(page.locator('meta[name="x-deploy"]')).toHaveAttribute('content', 'new');
    // skipWaiting and clientsClaim: the new worker takes over the open page without a second reload. Asked every
    // 2 s, as a reader's page makes requests: asked about once a second, every request the old worker answered put
    // off Chromium's check for a new worker after the reload, and in 15 s it never came (seen on an idle machine).
    await expect.poll(deployOf, { timeout: 15_000, intervals: [2_000] }).toBe('new deploy');
  });
});
