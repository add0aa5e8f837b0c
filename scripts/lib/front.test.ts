/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { forward } from './front.mjs';

const STALL_MS = 150;
const FILE = 'x'.repeat(64 * 1024);

type Behaviour = 'answer' | 'silent' | 'half' | 'error';

/**
 * A stand-in for wrangler: each request to a path takes the next behaviour listed for it (then answers),
 * and the stand-in counts the requests it got.
 */
async function startWrangler(plan: Record<string, Behaviour[]>) {
  const seen: Record<string, number> = {};
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    seen[url] = (seen[url] ?? 0) + 1;
    const behaviour = plan[url]?.[seen[url] - 1] ?? 'answer';
    open.add(res);
    res.on('close', () => open.delete(res));
    if (behaviour === 'silent') return;
    if (behaviour === 'error') {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      return res.end('wrangler failed');
    }
    res.writeHead(200, { 'Content-Type': 'application/javascript', 'Content-Length': String(FILE.length) });
    if (behaviour === 'half') return res.write(FILE.slice(0, FILE.length / 2));
    res.end(FILE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      open.forEach((res) => res.destroy());
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { port: (server.address() as AddressInfo).port, seen, close };
}

async function startFront(innerPort: number) {
  const server = http.createServer((req, res) => forward(req, res, innerPort, { stallMs: STALL_MS }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close };
}

describe('the local front before wrangler', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  async function through(plan: Record<string, Behaviour[]>, path: string, init?: RequestInit) {
    const wrangler = await startWrangler(plan);
    const front = await startFront(wrangler.port);
    try {
      const response = await fetch(`${front.url}${path}`, { ...init, signal: AbortSignal.timeout(5000) });
      return { status: response.status, body: await response.text(), asked: wrangler.seen[path] ?? 0 };
    } finally {
      await front.close();
      await wrangler.close();
    }
  }

  it('asks again for a file wrangler sends nothing for, and the browser gets it whole', async () => {
    const result = await through({ '/admin/editor.js': ['silent'] }, '/admin/editor.js');
    expect(result).toEqual({ status: 200, body: FILE, asked: 2 });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/sent nothing for .* GET \/admin\/editor\.js/));
  });

  it('asks again for a file wrangler stops sending halfway, and the browser never sees the half', async () => {
    const result = await through({ '/admin/editor.js': ['half'] }, '/admin/editor.js');
    expect(result).toEqual({ status: 200, body: FILE, asked: 2 });
  });

  it('asks again for a file wrangler fails with a 5xx', async () => {
    const result = await through({ '/index.html': ['error'] }, '/index.html');
    expect(result).toEqual({ status: 200, body: FILE, asked: 2 });
  });

  it('asks only once: a second failure reaches the browser', async () => {
    const result = await through({ '/index.html': ['error', 'error'] }, '/index.html');
    expect(result).toMatchObject({ status: 500, asked: 2 });
  });

  it('passes a Pages Function error through as it came, never asking again', async () => {
    const result = await through({ '/api/auth': ['error'] }, '/api/auth');
    expect(result).toEqual({ status: 500, body: 'wrangler failed', asked: 1 });
    expect(warn).not.toHaveBeenCalled();
  });

  it('never asks again for a form sent with POST', async () => {
    const result = await through({ '/contact/': ['error'] }, '/contact/', { method: 'POST', body: 'name=A' });
    expect(result).toMatchObject({ status: 500, asked: 1 });
  });
});
