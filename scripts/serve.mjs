// Serves the production build on 127.0.0.1 exactly as a static host would: the `_headers` rules
// (CSP, caching), the 404 page with status 404, and, beside it, the local EmailJS stand-in so the
// contact form works on a fresh clone with no accounts (product-rules §7).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { headersFor, parseHeadersFile } from './lib/headers-file.mjs';

const root = path.resolve(process.env.PUBLIC_DIR ?? 'public');
const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No build found in ${root}. Run "npm run build" first (or "npm start", which builds and serves).`);
  process.exit(1);
}

const headersPath = path.join(root, '_headers');
const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
const notFoundPage = path.join(root, '404.html');

const emailStandIn = existsSync(new URL('./emailjs-stand-in.mjs', import.meta.url))
  ? (await import('./emailjs-stand-in.mjs')).createEmailStandIn()
  : null;

const files = sirv(root, {
  dev: false,
  etag: true,
  extensions: ['html'],
  setHeaders(res, pathname) {
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value);
  },
  onNoMatch(req, res) {
    res.statusCode = 404;
    for (const [name, value] of Object.entries(headersFor(rules, '/404.html'))) res.setHeader(name, value);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : 'Not found');
  },
});

// Compress like a CDN would (brotli or gzip), so local measurements match what visitors download.
const compress = compression({ brotli: { params: {} } });

const server = http.createServer((req, res) => {
  if (emailStandIn && emailStandIn.handles(req)) return emailStandIn.handle(req, res);
  // Gatsby links end in "/"; a path without one redirects like a static host would.
  const url = new URL(req.url ?? '/', `http://${host}`);
  if (
    !path.extname(url.pathname) &&
    !url.pathname.endsWith('/') &&
    existsSync(path.join(root, url.pathname, 'index.html'))
  ) {
    res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
    return res.end();
  }
  return compress(req, res, () => files(req, res));
});

server.listen(port, host, () => {
  console.log(
    `StarOps site: http://localhost:${port} (serving ${path.relative(process.cwd(), root) || '.'}; Ctrl-C stops)`,
  );
  if (emailStandIn)
    console.log(
      `Contact form: local EmailJS stand-in at http://localhost:${port}${emailStandIn.path}, outbox ${emailStandIn.outbox}`,
    );
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
