// Scores pages the way Mozilla's HTTP Observatory does, against any server: the analyzer and grader of the
// @mdn/mdn-http-observatory package (its published rules: https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring),
// fed with what our server sends. The header policy and each page's <meta> policy are merged as a browser
// merges them (the package's own CSP test parses both). Its scanner itself only scans public hosts over
// HTTPS, so this script fetches the pages itself and scores them as if served from the production address:
// - the response counts as HTTPS with a valid certificate (production is served by Cloudflare over HTTPS);
// - the http-to-https redirection is the host's setting, which a local server cannot show: it is left out
//   (the package's "no HTTP, no redirection needed" result, worth 0 like a correct redirection);
// - HSTS preload-list membership is not looked up (the package downloads that list at install, which we do
//   not): the site is scored on the header it sends.
// Usage: node scripts/quality/observatory.mjs [base URL] [path ...]
//   (npm run observatory -- http://127.0.0.1:9300; defaults: home, the newest post, /contact/, /admin/)
// Exits 1 when a public page scores below A+ (100) or /admin/ below A (90).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { AxiosHeaders } from 'axios';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
// An empty preload list where the package's install script would have put Chromium's (see above).
const preloadList = path.join(packageDir, 'conf', 'hsts-preload.json');
if (!existsSync(preloadList)) {
  mkdirSync(path.dirname(preloadList), { recursive: true });
  writeFileSync(preloadList, '{}');
}
const load = (file) => import(path.join(packageDir, 'src', file));
const { ALL_TESTS } = await load('constants.js');
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');
const { Requests } = await load('types.js');
const { parseHttpEquivHeaders } = await load('retriever/utils.js');

const [base = `http://127.0.0.1:${process.env.PORT ?? 9300}`, ...given] = process.argv.slice(2);
const production = new URL(JSON.parse(readFileSync('content/site/site.json', 'utf8')).url);

/** The newest post's path, from the blog list's first post link. */
async function newestPost() {
  const html = await (await fetch(new URL('/blog/', base))).text();
  const link = [...html.matchAll(/href="(\/blog\/[a-z0-9-]+\/)"/g)]
    .map((m) => m[1])
    .find((p) => !/\/(page|tags)\//.test(p));
  if (!link) throw new Error(`${base}/blog/ lists no post`);
  return link;
}

/** The package's tests on one page, as served by `base`, scored as at the production address. */
async function score(pagePath) {
  const response = await fetch(new URL(pagePath, base), { redirect: 'follow' });
  const body = await response.text();
  const headers = new AxiosHeaders();
  response.headers.forEach((value, name) => headers.set(name, value));
  const url = new URL(pagePath, production);
  const https = { status: response.status, headers, verified: true, data: body, request: { headers: {} } };
  const isHtml = /^text\/html/.test(response.headers.get('content-type') ?? '');
  const requests = new Requests(production.hostname);
  requests.responses.auto = { ...https, httpEquiv: isHtml ? parseHttpEquivHeaders(body, url.href) : new Map() };
  requests.responses.https = https;
  requests.responses.http = null;
  requests.responses.cors = null;
  requests.resources.path = body;
  requests.session = { url, redirectHistory: [], jar: null };

  let withExtraCredit = 100;
  let uncurved = 100;
  const results = ALL_TESTS.map((test) => test(requests));
  for (const result of results) {
    if (!result.result) continue;
    const modifier = getScoreModifier(result.result);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const total = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
  const { grade, score: shown } = getGradeForScore(total);
  return {
    path: pagePath,
    status: response.status,
    grade,
    score: shown,
    tests: results.map(
      (result) =>
        `${result.result} (${getScoreModifier(result.result) >= 0 ? '+' : ''}${getScoreModifier(result.result)})`,
    ),
  };
}

const paths = given.length > 0 ? given : ['/', await newestPost(), '/contact/', '/admin/'];
const failures = [];
console.log(`HTTP Observatory rules (algorithm of @mdn/mdn-http-observatory), ${base} scored as ${production.origin}:`);
for (const pagePath of paths) {
  const result = await score(pagePath);
  const needed = pagePath.startsWith('/admin/') ? 90 : 100;
  console.log(
    `\n${result.path}  ${result.grade} (${result.score})  HTTP ${result.status}\n  ${result.tests.join('\n  ')}`,
  );
  if (result.status >= 400) failures.push(`${pagePath}: HTTP ${result.status}`);
  else if (result.score < needed) failures.push(`${pagePath}: ${result.grade} (${result.score}), needs ${needed}`);
}
if (failures.length > 0) {
  console.error(`\nObservatory check failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nObservatory check passed: public pages A+, the editor at least A.');
