// npm run bench: builds, serves on 127.0.0.1 and runs Lighthouse (system Chromium) three times on one
// page of every template, mobile and desktop; writes the medians to docs/performance.md.
import { execSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { assertPortFree, replaceSection } from './report.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 9400);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
/** The first built page under a folder of public/ (a topic, an author, a job: whichever the content has). */
const firstPage = (folder, pattern = /./) =>
  `/${folder}/${readdirSync(`public/${folder}`, { withFileTypes: true }).find((e) => e.isDirectory() && pattern.test(e.name)).name}/`;
const allPages = {
  home: '/',
  about: '/about/',
  careers: '/careers/',
  contact: '/contact/',
  gallery: '/gallery/',
  service: '/services/devops/',
  expertise: '/expertise/reactjs/',
  'blog list': '/blog/',
  post: '/blog/automate-certbot-renewal-with-systemd/',
  topic: firstPage('blog/topics'),
  author: firstPage('blog/authors'),
  job: firstPage('careers', /^j\d/),
  portfolio: '/portfolio/',
  // Lighthouse will not audit a response with status 404, so measure the same page at /404/ (200).
  404: '/404/',
};
// BENCH_PAGES=home,post measures only those pages; BENCH_FORM_FACTORS=mobile only that form factor.
const pages = process.env.BENCH_PAGES
  ? Object.fromEntries(Object.entries(allPages).filter(([name]) => process.env.BENCH_PAGES.split(',').includes(name)))
  : allPages;
const formFactors = (process.env.BENCH_FORM_FACTORS ?? 'mobile,desktop').split(',');

await assertPortFree(PORT);
const server = spawn('node', ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 1500));

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
/** The numbers one run contributes, or null when Lighthouse could not measure the page. */
function summarise(lhr) {
  const { categories, audits } = lhr;
  const metric = (id) => audits[id]?.numericValue;
  const run = {
    performance: categories.performance.score * 100,
    accessibility: categories.accessibility.score * 100,
    bestPractices: categories['best-practices'].score * 100,
    seo: categories.seo.score * 100,
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    transfer: metric('total-byte-weight'),
    js: audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
  };
  const valid = !lhr.runtimeError && Object.values(run).every((value) => Number.isFinite(value));
  return valid ? run : null;
}

const rows = [];
try {
  for (const formFactor of formFactors) {
    for (const [name, path] of Object.entries(pages)) {
      const runs = [];
      // A run can come back without metrics (Lighthouse's runtimeError, e.g. NO_LCP on a busy machine);
      // such a run is repeated instead of turning the median into NaN, at most RUNS extra times.
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
        const result = await lighthouse(
          `http://127.0.0.1:${PORT}${path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        const run = summarise(result.lhr);
        if (!run) {
          console.log(
            `\n${formFactor} ${path}: run without metrics (${result.lhr.runtimeError?.code ?? 'unknown'}), repeating`,
          );
          continue;
        }
        runs.push(run);
        process.stdout.write('.');
      }
      if (runs.length === 0) throw new Error(`${formFactor} ${path}: no Lighthouse run produced metrics`);
      const pick = (key) => median(runs.map((run) => run[key]));
      rows.push({ formFactor, name, path, ...Object.fromEntries(Object.keys(runs[0]).map((key) => [key, pick(key)])) });
      console.log(` ${formFactor} ${name}: perf ${pick('performance')}`);
    }
  }
} finally {
  await chrome.kill();
  server.kill();
}

const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}; Lighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version}, Chromium from ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}; median of ${RUNS} runs per page; served by scripts/serve.mjs on 127.0.0.1 (no CDN, no HTTP/2).`,
  '',
  '| Form factor | Page | Path | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Transfer | JS |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.formFactor} | ${r.name} | \`${r.path}\` | ${Math.round(r.performance)} | ${Math.round(r.accessibility)} | ${Math.round(r.bestPractices)} | ${Math.round(r.seo)} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.transfer)} | ${kb(r.js)} |`,
  ),
].join('\n');
replaceSection('docs/performance.md', 'lighthouse', table);
console.log('Wrote docs/performance.md (Lighthouse section).');
