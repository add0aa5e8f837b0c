// Gate: what the host really sends. Serves the build with Cloudflare's runtime (`wrangler pages dev`, which
// merges `_headers` rules the way Cloudflare Pages does: two rules' values of one header are joined into
// one comma-separated header) and checks every built page's response, the editor, assets, redirects, the
// 404 page and the login functions. Also: `_headers` fits Cloudflare's limits (100 rules, 2,000-character
// lines), and every page starts its <head> with a script policy that allows each of its inline scripts by
// hash and nothing unsafe. Usage: node scripts/quality/check-headers.mjs [public dir]
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startLocalSite } from '../lib/local-site.mjs';
import { builtPages, gatePages } from './built-pages.mjs';

const MAX_RULES = 100;
const MAX_LINE = 2000;
const root = process.argv[2] ?? process.env.PUBLIC_DIR ?? 'public';
// The floor, before wrangler starts: the pages the sitemap lists, each with its HTML file.
const expectedPages = gatePages('Headers gate', root).length;
const text = readFileSync(path.join(root, '_headers'), 'utf8');
const lines = text.split('\n');
const ruleCount = lines.filter((line) => /^\//.test(line)).length;
const problems = [];

if (ruleCount > MAX_RULES) problems.push(`_headers: ${ruleCount} rules; Cloudflare Pages reads at most ${MAX_RULES}`);
lines.forEach((line, index) => {
  if (line.length > MAX_LINE)
    problems.push(`_headers line ${index + 1}: ${line.length} characters; at most ${MAX_LINE}`);
});

const SECURITY = {
  'strict-transport-security': /max-age=\d{8,}/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
};
const STRUCTURAL = ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"];
const unsafeScripts = (policy) => /(script-src|default-src)[^;]*'unsafe-(inline|eval)'/.test(policy);

/** One policy per header: a comma means the host joined two rules' policies, and browsers enforce both. */
function singlePolicy(where, headers) {
  const policy = headers.get('content-security-policy');
  if (!policy) {
    problems.push(`${where}: no Content-Security-Policy header`);
    return '';
  }
  if (policy.includes(','))
    problems.push(`${where}: two Content-Security-Policy values joined: ${policy.slice(0, 120)}…`);
  return policy;
}

function securityHeaders(where, headers, { editor = false } = {}) {
  for (const [name, pattern] of Object.entries(SECURITY)) {
    if (!pattern.test(headers.get(name) ?? '')) problems.push(`${where}: ${name} must match ${pattern}`);
  }
  const policy = singlePolicy(where, headers);
  for (const directive of STRUCTURAL) {
    if (!policy.includes(directive)) problems.push(`${where}: header policy lacks ${directive}`);
  }
  if (editor) {
    if (headers.get('cross-origin-opener-policy'))
      problems.push(`${where}: an opener policy cuts off the login window`);
    if (!/noindex/.test(headers.get('x-robots-tag') ?? '')) problems.push(`${where}: must be noindex`);
    if (/'unsafe-inline'/.test(/script-src[^;]*/.exec(policy)?.[0] ?? ''))
      problems.push(`${where}: inline scripts allowed`);
  } else {
    if (headers.get('cross-origin-opener-policy') !== 'same-origin') problems.push(`${where}: needs COOP same-origin`);
    if (unsafeScripts(policy)) problems.push(`${where}: unsafe script source in the header policy`);
  }
}

function pagePolicy(route, html) {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const meta = /^(?:<meta charSet="utf-8"\/>)?<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/i.exec(
    head,
  );
  if (!meta) {
    problems.push(`${route}: <head> does not start with its Content-Security-Policy meta`);
    return;
  }
  const policy = meta[1].replace(/&quot;/g, '"');
  if (unsafeScripts(policy)) problems.push(`${route}: unsafe script source in its policy`);
  if (/frame-ancestors/.test(policy)) problems.push(`${route}: frame-ancestors is ignored in a meta policy`);
  const scripts = [
    // JSON data blocks (JSON-LD, the page's start data) are not run, so no policy covers them.
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
  ];
  for (const [, body] of scripts) {
    const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    if (!policy.includes(hash)) problems.push(`${route}: inline script ${hash} is not allowed by the page's policy`);
  }
}

const site = await startLocalSite({ root, standIn: false, log: () => {} });
const get = (pathname, init) => fetch(`${site.url}${pathname}`, { redirect: 'manual', ...init });
let pages = 0;
try {
  for (const page of builtPages(root)) {
    const isNotFound = page.route === '/404.html' || page.route.startsWith('/404');
    // Pages serves `x.html` at `/x` (and redirects the .html address there).
    const response = await get(page.route.replace(/\.html$/, ''));
    const html = await response.text();
    if (response.status !== 200 && !isNotFound) problems.push(`${page.route}: status ${response.status}`);
    securityHeaders(page.route, response.headers);
    pagePolicy(page.route, html);
    pages += 1;
  }

  const editor = await get('/admin/');
  await editor.arrayBuffer();
  securityHeaders('/admin/', editor.headers, { editor: true });
  if (!/'unsafe-eval'/.test(editor.headers.get('content-security-policy') ?? ''))
    problems.push('/admin/: its own policy (the editor needs unsafe-eval) is not the one sent');
  const config = await get('/admin/config.yml');
  if (/local_backend|localhost/.test(await config.text()) && process.env.DEPLOY === 'true')
    problems.push('/admin/config.yml: a deploy build carries the local backend');

  const missing = await get('/no-such-page-for-the-gate/');
  await missing.arrayBuffer();
  if (missing.status !== 404) problems.push(`an unknown path answers ${missing.status}, not 404`);
  securityHeaders('an unknown path', missing.headers);

  const firstFolder = builtPages(root).find((page) => page.route.split('/').length > 3)?.route;
  // Each check below needs its kind of file; a build without one has changed shape, and the check says so.
  if (!firstFolder) problems.push('no page in a nested folder to check the bare-address redirect on');
  if (firstFolder) {
    const bare = await get(firstFolder.replace(/\/$/, ''));
    if (![301, 308].includes(bare.status) || bare.headers.get('location') !== firstFolder)
      problems.push(`${firstFolder.replace(/\/$/, '')}: should redirect to ${firstFolder}, got ${bare.status}`);
  }

  const hashed = readdirSync(root).find((name) => /-[0-9a-f]{16,}\.js$/.test(name));
  if (!hashed) problems.push('no content-hashed script (name-<hash>.js) to check the immutable cache on');
  if (hashed) {
    const asset = await get(`/${hashed}`);
    await asset.arrayBuffer();
    if (!/immutable/.test(asset.headers.get('cache-control') ?? ''))
      problems.push(`/${hashed}: not cached as immutable`);
  }
  const staticFile = readdirSync(path.join(root, 'static'), { recursive: true }).find((name) =>
    /\.\w+$/.test(String(name)),
  );
  if (!staticFile) problems.push('no file under static/ to check the immutable cache on');
  if (staticFile) {
    const asset = await get(`/static/${staticFile}`);
    await asset.arrayBuffer();
    if (!/immutable/.test(asset.headers.get('cache-control') ?? ''))
      problems.push('/static/*: not cached as immutable');
  }
  const worker = await get('/sw.js');
  await worker.arrayBuffer();
  if (!/no-cache/.test(worker.headers.get('cache-control') ?? ''))
    problems.push('/sw.js: must be revalidated (no-cache)');

  // The login functions run: with no secrets here, they explain what is missing under their own strict policy.
  const login = await get('/api/auth?provider=github');
  const loginPage = await login.text();
  if (login.status !== 400 || !/GITHUB_CLIENT_ID/.test(loginPage))
    problems.push(`/api/auth: did not explain its missing secrets (${login.status})`);
  if (!/default-src 'none'/.test(login.headers.get('content-security-policy') ?? ''))
    problems.push('/api/auth: no strict policy of its own');
} finally {
  await site.close();
}
if (pages < expectedPages) problems.push(`${pages} pages requested, fewer than the ${expectedPages} built`);

if (problems.length > 0) {
  console.error(`Headers gate failed (as served by wrangler pages dev):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Headers gate passed as served by wrangler pages dev: ${ruleCount} rules (max ${MAX_RULES}), longest line ` +
    `${Math.max(...lines.map((line) => line.length))} characters (max ${MAX_LINE}); ${pages} pages with one header ` +
    'policy each and their own script policy; the editor, assets, redirects, the 404 page and the login functions.',
);
