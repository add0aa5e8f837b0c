// npm run bench: serves a build on 127.0.0.1 and runs Lighthouse (system Chromium) on one page of every template,
// mobile and desktop; writes the medians to docs/performance.md.
//
// Environment:
//   BENCH_RUNS=3                 runs per page (default 3; 5 with BENCH_BASELINE)
//   BENCH_PAGES=home,post        only those pages; BENCH_FORM_FACTORS=mobile only that form factor
//   BENCH_PUBLIC_DIR=a[,b…]      the built folders to measure (default public/, built first unless BENCH_SKIP_BUILD
//                                or BENCH_PUBLIC_DIR is set); several are measured interleaved, run by run, so a
//                                before and an after build share the machine's good and bad minutes
//   BENCH_LABELS=before,after    names for those folders in the report (default: the folder names)
//   BENCH_BASELINE=1             also measure the baseline page (scripts/bench/baseline/) beside every page, in the
//                                same rounds, and report each template's score and TBT as a ratio to it
//   BENCH_REFERENCE=dir          also measure another site's build in the same rounds, at its own paths for the
//                                pages BENCH_REFERENCE_PAGES names (e.g. `home:/,post:/hello-world/` for a build of
//                                gatsby-starter-blog, docs/performance.md); BENCH_REFERENCE_LABEL names it (reference)
//   BENCH_PORT=9400              first port; each folder (and the baseline) takes the next one
//
// Every run records Lighthouse's benchmark index (how fast this machine ran its reference loop at that moment).
// Runs below BENCH_INDEX_FLOOR are slow runs: they are kept in the medians and counted in the report, never
// dropped, because a visitor's phone is often slower still.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startLocalSite } from '../lib/local-site.mjs';
import { buildBaseline } from './baseline/build.mjs';
import { assertPortFree, replaceSection } from './report.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 9400);
const BASELINE = process.env.BENCH_BASELINE === '1';
const RUNS = Number(process.env.BENCH_RUNS ?? (BASELINE ? 5 : 3));
/** Lighthouse calls a machine below about 1,000 slower than the mid-range phone its mobile throttling models. */
const BENCH_INDEX_FLOOR = Number(process.env.BENCH_INDEX_FLOOR ?? 1000);
const dirs = (process.env.BENCH_PUBLIC_DIR ?? 'public').split(',').filter(Boolean);
const labels = process.env.BENCH_LABELS?.split(',') ?? dirs.map((dir) => path.basename(path.resolve(dir)));
if (!process.env.BENCH_SKIP_BUILD && !process.env.BENCH_PUBLIC_DIR) execSync('npm run build', { stdio: 'inherit' });

const pagesDir = dirs[dirs.length - 1];
/** The first built page under a folder of the build (a topic, an author, a job: whichever the content has). */
const firstPage = (folder, pattern = /./) =>
  `/${folder}/${readdirSync(`${pagesDir}/${folder}`, { withFileTypes: true }).find((e) => e.isDirectory() && pattern.test(e.name)).name}/`;
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
if (process.env.BENCH_POST) allPages.post = process.env.BENCH_POST;
const pages = process.env.BENCH_PAGES
  ? Object.fromEntries(Object.entries(allPages).filter(([name]) => process.env.BENCH_PAGES.split(',').includes(name)))
  : allPages;
const formFactors = (process.env.BENCH_FORM_FACTORS ?? (BASELINE ? 'mobile' : 'mobile,desktop')).split(',');

const sites = dirs.map((dir, index) => ({ label: labels[index] ?? dir, dir, port: PORT + index }));
if (process.env.BENCH_REFERENCE) {
  const paths = Object.fromEntries(
    (process.env.BENCH_REFERENCE_PAGES ?? 'home:/').split(',').map((pair) => pair.split(/:(.*)/s).slice(0, 2)),
  );
  sites.push({ label: process.env.BENCH_REFERENCE_LABEL ?? 'reference', dir: process.env.BENCH_REFERENCE, paths });
}
if (BASELINE) sites.push({ label: 'baseline', dir: await buildBaseline(), isBaseline: true });
sites.forEach((site, index) => Object.assign(site, { port: PORT + index }));
for (const site of sites) await assertPortFree(site.port);
const servers = [];
for (const site of sites)
  servers.push(await startLocalSite({ root: site.dir, port: site.port, standIn: false, log: () => {} }));

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
const categories = BASELINE ? ['performance'] : ['performance', 'accessibility', 'best-practices', 'seo'];

/** The numbers one run contributes, or null when Lighthouse could not measure the page. */
function summarise(lhr, url) {
  const { audits } = lhr;
  const metric = (id) => audits[id]?.numericValue;
  const score = (id) => (lhr.categories[id] ? lhr.categories[id].score * 100 : 0);
  // Lighthouse's long tasks, simulated at the mobile profile's 4× CPU slowdown; the document's own are those
  // it attributes to the page's URL (parsing, style and layout) rather than to a script.
  const tasks = audits['long-tasks']?.details?.items ?? [];
  const run = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    transfer: metric('total-byte-weight'),
    js: audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
    longestDocumentTask: Math.max(0, ...tasks.filter((task) => task.url === url).map((task) => task.duration)),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
  const valid = !lhr.runtimeError && Object.values(run).every((value) => Number.isFinite(value));
  return valid ? run : null;
}

/** One measured run of `url`, repeated (at most `RUNS` times) while Lighthouse returns no metrics. */
async function measure(url, formFactor) {
  // A run can come back without metrics (Lighthouse's runtimeError, e.g. NO_LCP on a busy machine).
  for (let attempt = 0; attempt <= RUNS; attempt++) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const run = summarise(result.lhr, url);
    if (run) return run;
    console.log(
      `\n${formFactor} ${url}: run without metrics (${result.lhr.runtimeError?.code ?? 'unknown'}), repeating`,
    );
  }
  throw new Error(`${formFactor} ${url}: no Lighthouse run produced metrics`);
}

const rows = [];
const allRuns = [];
try {
  for (const formFactor of formFactors) {
    for (const [name, pagePath] of Object.entries(pages)) {
      // A reference site takes part only in the pages it has a path for.
      const pathOf = (site) => (site.isBaseline ? '/' : site.paths ? site.paths[name] : pagePath);
      const present = sites.filter(pathOf);
      const runs = new Map(present.map((site) => [site, []]));
      for (let round = 0; round < RUNS; round++) {
        // Each round measures every build and the baseline once, starting with a different one each round.
        const order = present.map((_, index) => present[(index + round) % present.length]);
        for (const site of order) {
          const url = `http://127.0.0.1:${site.port}${pathOf(site)}`;
          const run = await measure(url, formFactor);
          runs.get(site).push(run);
          allRuns.push({ formFactor, page: name, build: site.label, round: round + 1, ...run });
          console.log(
            `${formFactor} ${name} round ${round + 1} ${site.label}: score ${run.performance}, TBT ${Math.round(run.tbt)} ms, longest task ${Math.round(run.longestTask)} ms, benchmark index ${Math.round(run.benchmarkIndex)}`,
          );
        }
      }
      const baseline = present.find((site) => site.isBaseline);
      for (const site of present.filter((s) => !s.isBaseline)) {
        const own = runs.get(site);
        const pick = (list, key) => median(list.map((run) => run[key]));
        const row = { formFactor, name, path: pathOf(site), build: site.label };
        for (const key of Object.keys(own[0])) row[key] = pick(own, key);
        const indexes = [...own, ...(baseline ? runs.get(baseline) : [])].map((run) => run.benchmarkIndex);
        row.indexMin = Math.min(...indexes);
        row.indexMax = Math.max(...indexes);
        row.slowRuns = own.filter((run) => run.benchmarkIndex < BENCH_INDEX_FLOOR).length;
        row.runs = own.length;
        if (baseline) {
          row.baseline = { performance: pick(runs.get(baseline), 'performance'), tbt: pick(runs.get(baseline), 'tbt') };
        }
        rows.push(row);
      }
    }
  }
} finally {
  await chrome.kill();
  for (const server of servers) await server.close();
}

const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}; Lighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version}, Chromium from ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}`;
const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');

if (BASELINE) {
  const ratio = (value, base) => (base > 0 ? `${(value / base).toFixed(2)}×` : `n/a (baseline ${ms(base)})`);
  const table = [
    `Measured ${stamp} UTC on ${machine}; ${formFactors.join(', ')}; median of ${RUNS} rounds, each round measuring ${sites.map((s) => s.label).join(', ')} once, interleaved; served by wrangler pages dev (scripts/lib/local-site.mjs) on 127.0.0.1. Benchmark index: Lighthouse's, per run; slow runs (below ${BENCH_INDEX_FLOOR}) are kept and counted.`,
    '',
    '| Page | Build | Score | TBT | Longest task | Longest document task | LCP | CLS | Baseline score / TBT | Score ratio | TBT ratio | TBT over baseline | Benchmark index: median (range incl. baseline runs) | Slow runs |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} \`${r.path}\` | ${r.build} | ${Math.round(r.performance)} | ${ms(r.tbt)} | ${ms(r.longestTask)} | ${ms(r.longestDocumentTask)} | ${(r.lcp / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.baseline.performance)} / ${ms(r.baseline.tbt)} | ${(r.performance / r.baseline.performance).toFixed(2)} | ${ratio(r.tbt, r.baseline.tbt)} | ${ms(r.tbt - r.baseline.tbt)} | ${Math.round(r.benchmarkIndex)} (${Math.round(r.indexMin)}–${Math.round(r.indexMax)}) | ${r.slowRuns} of ${r.runs} |`,
    ),
  ].join('\n');
  console.log(`\n${table}\n`);
  console.log(
    `All runs (JSON): ${JSON.stringify(allRuns.map((run) => ({ ...run, tbt: Math.round(run.tbt), benchmarkIndex: Math.round(run.benchmarkIndex) })))}`,
  );
  if (process.env.BENCH_WRITE !== '0') {
    replaceSection('docs/performance.md', 'lighthouse-baseline', table);
    console.log('Wrote docs/performance.md (baseline section).');
  }
} else {
  const table = [
    `Measured ${stamp.slice(0, 10)} on ${machine}; median of ${RUNS} runs per page; served by wrangler pages dev (scripts/lib/local-site.mjs) on 127.0.0.1 (no CDN, no HTTP/2).`,
    '',
    '| Form factor | Page | Path | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Transfer | JS |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.formFactor} | ${r.name} | \`${r.path}\` | ${Math.round(r.performance)} | ${Math.round(r.accessibility)} | ${Math.round(r.bestPractices)} | ${Math.round(r.seo)} | ${(r.lcp / 1000).toFixed(2)} s | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${kb(r.transfer)} | ${kb(r.js)} |`,
    ),
  ].join('\n');
  console.log(`\n${table}\n`);
  // The docs table is one build's; a comparison of several (BENCH_PUBLIC_DIR) is printed only.
  if (process.env.BENCH_WRITE !== '0' && dirs.length === 1) {
    replaceSection('docs/performance.md', 'lighthouse', table);
    console.log('Wrote docs/performance.md (Lighthouse section).');
  }
}
