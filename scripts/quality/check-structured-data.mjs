// Gate: every JSON-LD block on every page parses and has the properties Google requires for its type;
// canonical and og:image URLs point at files that exist in the build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gatePages } from './built-pages.mjs';
import { checkJsonLd } from './json-ld-rules.mjs';

const siteUrl = JSON.parse(
  readFileSync(
    process.env.CONTENT_DIR ? path.join(process.env.CONTENT_DIR, 'site/site.json') : 'content/site/site.json',
    'utf8',
  ),
).url.replace(/\/$/, '');
const root = process.argv[2] ?? process.env.PUBLIC_DIR ?? 'public';
const problems = [];
const counts = {};

/** Pages that must carry a type: a case study its Article, the portfolio its list of case studies. */
const requiredTypes = [
  { route: /^\/portfolio\/[^/]+\/$/, type: 'Article' },
  { route: /^\/portfolio\/$/, type: 'ItemList' },
];

for (const page of gatePages('Structured data gate', root)) {
  const html = readFileSync(page.file, 'utf8');
  const types = new Set();
  // Every page carries the site's Organization at least: none means a template stopped writing JSON-LD.
  if (!/<script type="application\/ld\+json"/.test(html)) problems.push(`${page.route}: no JSON-LD at all`);
  for (const match of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    let data;
    try {
      data = JSON.parse(match[1]);
    } catch (error) {
      problems.push(`${page.route}: JSON-LD does not parse (${error.message})`);
      continue;
    }
    for (const item of Array.isArray(data) ? data : [data]) {
      counts[item['@type']] = (counts[item['@type']] ?? 0) + 1;
      types.add(item['@type']);
      for (const problem of checkJsonLd(item)) problems.push(`${page.route}: ${item['@type']}: ${problem}`);
    }
  }
  for (const { route, type } of requiredTypes) {
    if (route.test(page.route) && !types.has(type)) problems.push(`${page.route}: no ${type} JSON-LD`);
  }
  for (const [attr, pattern] of [
    ['canonical', /<link rel="canonical" href="([^"]+)"/],
    ['og:image', /<meta property="og:image" content="([^"]+)"/],
  ]) {
    const url = html.match(pattern)?.[1];
    if (page.route.startsWith('/404')) continue;
    if (!url) {
      problems.push(`${page.route}: missing ${attr}`);
      continue;
    }
    if (!url.startsWith(siteUrl)) {
      problems.push(`${page.route}: ${attr} ${url} is not on ${siteUrl}`);
      continue;
    }
    const local = path.join(root, decodeURI(new URL(url).pathname));
    const file = local.endsWith('/') ? path.join(local, 'index.html') : local;
    if (!existsSync(file)) problems.push(`${page.route}: ${attr} ${url} does not exist in the build`);
  }
}
for (const problem of problems) console.error(problem);
const summary = Object.entries(counts)
  .map(([type, count]) => `${type} ${count}`)
  .join(', ');
console.log(`Structured data: ${summary || 'none'}; ${problems.length} problem(s).`);
process.exit(problems.length > 0 ? 1 : 0);
