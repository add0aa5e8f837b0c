// Gate: the deploy output fits real static hosts and keeps its protection. public/_headers has at most
// 100 rules and no line over 2,000 characters (Cloudflare Pages' limits, the strictest common host),
// sends the site-wide security headers and policy, caches hashed assets immutably; every built page
// starts its <head> with a script policy that allows each of its inline scripts by hash and nothing
// unsafe. Usage: node scripts/quality/check-headers.mjs [public dir]
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { headersFor, parseHeadersFile } from '../lib/headers-file.mjs';
import { builtPages } from './built-pages.mjs';

const MAX_RULES = 100;
const MAX_LINE = 2000;
const root = process.argv[2] ?? 'public';
const text = readFileSync(path.join(root, '_headers'), 'utf8');
const rules = parseHeadersFile(text);
const problems = [];

if (rules.length > MAX_RULES) problems.push(`_headers: ${rules.length} rules; hosts read at most ${MAX_RULES}`);
text.split('\n').forEach((line, index) => {
  if (line.length > MAX_LINE)
    problems.push(`_headers line ${index + 1}: ${line.length} characters; at most ${MAX_LINE}`);
});

const site = headersFor(rules, '/any/page/');
const required = {
  'Strict-Transport-Security': /max-age=\d{8,}/,
  'X-Content-Type-Options': /^nosniff$/,
  'Referrer-Policy': /\S/,
  'Permissions-Policy': /camera=\(\)/,
  'Content-Security-Policy': /frame-ancestors 'none'/,
};
for (const [name, pattern] of Object.entries(required)) {
  if (!pattern.test(site[name] ?? '')) problems.push(`_headers: every path needs ${name} matching ${pattern}`);
}
for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
  if (!(site['Content-Security-Policy'] ?? '').includes(directive))
    problems.push(`_headers: site policy lacks ${directive}`);
}
const unsafeScripts = (policy) => /(script-src|default-src)[^;]*'unsafe-(inline|eval)'/.test(policy);
// The content editor at /admin/ (Decap CMS) is the one exception: its bundle compiles validators with
// `new Function`, so its own policy has 'unsafe-eval'. It is no public page, never indexed, and only
// that exact rule may carry it.
const EDITOR_RULE = '/admin/*';
for (const rule of rules) {
  const policy = rule.headers['Content-Security-Policy'] ?? '';
  if (rule.pattern === EDITOR_RULE) {
    if (/'unsafe-inline'/.test(/script-src[^;]*/.exec(policy)?.[0] ?? ''))
      problems.push(`_headers ${rule.pattern}: inline scripts allowed`);
    if (!/noindex/.test(rule.headers['X-Robots-Tag'] ?? '')) problems.push(`_headers ${rule.pattern}: must be noindex`);
    continue;
  }
  if (unsafeScripts(policy)) problems.push(`_headers ${rule.pattern}: unsafe script source`);
}
if (!/immutable/.test(headersFor(rules, '/static/x-0123456789abcdef.js')['Cache-Control'] ?? '')) {
  problems.push('_headers: /static/* must be cached as immutable');
}
const hashedRoot = rules.filter((rule) => /-[0-9a-f]{16,}\.(js|css)$/.test(rule.pattern));
for (const rule of hashedRoot) {
  if (!/immutable/.test(rule.headers['Cache-Control'] ?? '')) problems.push(`_headers ${rule.pattern}: not immutable`);
}

let pages = 0;
for (const page of builtPages(root)) {
  const html = readFileSync(page.file, 'utf8');
  const head = /<head[^>]*>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const meta = /^(?:<meta charSet="utf-8"\/>)?<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/i.exec(
    head,
  );
  if (!meta) {
    problems.push(`${page.route}: <head> does not start with its Content-Security-Policy meta`);
    continue;
  }
  const policy = meta[1].replace(/&quot;/g, '"');
  if (unsafeScripts(policy)) problems.push(`${page.route}: unsafe script source in its policy`);
  if (/frame-ancestors/.test(policy)) problems.push(`${page.route}: frame-ancestors is ignored in a meta policy`);
  const scripts = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g),
  ];
  for (const [, body] of scripts) {
    const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    if (!policy.includes(hash))
      problems.push(`${page.route}: inline script ${hash} is not allowed by the page's policy`);
  }
  pages += 1;
}

if (problems.length > 0) {
  console.error(`Headers gate failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Headers gate passed: ${rules.length} rules (max ${MAX_RULES}), longest line ${Math.max(...text.split('\n').map((l) => l.length))} ` +
    `characters (max ${MAX_LINE}); ${pages} pages carry their own script policy.`,
);
