// npm run bench:cpu: the main thread's CPU work while each page loads, compared between two built
// sites with the runs interleaved (docs/performance.md, "Main-thread CPU"). Lighthouse's mobile TBT
// multiplies each task's wall-clock time by 4, so on a shared machine another process's burst shows
// up as blocking time; a trace's thread time (`tdur`) counts only the CPU the page's own thread got.
//
//   BENCH_A=/path/to/other/public [BENCH_B=public] [BENCH_RUNS=5] [BENCH_PAGES=/,/blog/] npm run bench:cpu
//
// BENCH_BASELINE=1 also loads the bench's baseline page (scripts/bench/baseline/) in every round and prints its
// figures beside each page's, as the Lighthouse bench does; BENCH_PORT (default 9441) is the first of the ports
// the builds (and the baseline) are served on.
//
// Per page and site it prints medians of: the CPU of every main-thread task, the longest task's CPU,
// the most JavaScript one task ran (script evaluation, hydration, callbacks), and an estimated TBT, the sum over tasks after first contentful paint of (4 × CPU − 50 ms), which is
// how Lighthouse's simulated mobile throttling scores them.
import { readdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startLocalSite } from '../lib/local-site.mjs';
import { buildBaseline } from './baseline/build.mjs';
import { assertPortFree, mainThreadTasks } from './report.mjs';

const sites = { A: process.env.BENCH_A, B: process.env.BENCH_B ?? 'public' };
if (!sites.A)
  throw new Error('Set BENCH_A to the public/ folder of the build to compare with (BENCH_B, default public/).');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SLOWDOWN = 4;
const BASELINE = process.env.BENCH_BASELINE === '1';
const firstPort = Number(process.env.BENCH_PORT ?? 9441);
const ports = { A: firstPort, B: firstPort + 1, ...(BASELINE ? { baseline: firstPort + 2 } : {}) };
if (BASELINE) sites.baseline = await buildBaseline();
/** The first built page under a folder (a topic, an author, a job: whichever the content has). */
const firstPage = (folder, pattern = /./) =>
  `/${folder}/${readdirSync(`${sites.B}/${folder}`, { withFileTypes: true }).find((e) => e.isDirectory() && pattern.test(e.name)).name}/`;
const pages = process.env.BENCH_PAGES?.split(',') ?? [
  '/',
  '/about/',
  '/careers/',
  firstPage('careers', /^j\d/),
  '/contact/',
  '/gallery/',
  '/services/devops/',
  '/expertise/reactjs/',
  '/portfolio/',
  '/blog/',
  '/blog/automate-certbot-renewal-with-systemd/',
  firstPage('blog/topics'),
  firstPage('blog/authors'),
  '/404/',
];

for (const port of Object.values(ports)) await assertPortFree(port);
const servers = [];
for (const [name, dir] of Object.entries(sites))
  servers.push(await startLocalSite({ root: dir, port: ports[name], standIn: false, log: () => {} }));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One load of `url` in a phone-sized window, traced: the page's main-thread tasks. */
async function measure(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  const { main, onMain, tasks } = mainThreadTasks(events);
  const fcp = events.find((e) => e.pid === main.pid && e.name === 'firstContentfulPaint')?.ts ?? 0;
  const cpu = (task) => (task.tdur ?? task.dur) / 1000;
  // JavaScript inside a task (script evaluation, callbacks, timers), nested events counted once: the
  // part of a task that hydration and the app's own code make, apart from the browser's style and layout.
  const scriptEvents = events
    .filter((e) => onMain(e) && e.ph === 'X')
    .filter((e) => ['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame'].includes(e.name))
    .sort((a, b) => a.ts - b.ts);
  const scriptCpu = (task) => {
    let total = 0;
    let end = -Infinity;
    for (const e of scriptEvents) {
      if (e.ts < task.ts || e.ts >= task.ts + task.dur || e.ts < end) continue;
      total += (e.tdur ?? e.dur) / 1000;
      end = e.ts + e.dur;
    }
    return total;
  };
  return {
    total: tasks.reduce((sum, task) => sum + cpu(task), 0),
    longest: Math.max(...tasks.map(cpu)),
    longestScript: Math.max(0, ...tasks.map(scriptCpu)),
    tbt: tasks.filter((task) => task.ts >= fcp).reduce((sum, task) => sum + Math.max(0, SLOWDOWN * cpu(task) - 50), 0),
  };
}

try {
  console.log(
    `A = ${sites.A}, B = ${sites.B}; median of ${RUNS} interleaved runs; CPU in ms (unthrottled), TBT estimated at ${SLOWDOWN}×`,
  );
  const names = Object.keys(sites);
  const heads = ['CPU', 'Longest task', 'Most JS in one task', 'Est. TBT'];
  console.log(`| Page | ${heads.flatMap((head) => names.map((name) => `${head} ${name}`)).join(' | ')} |`);
  console.log(`|---|${heads.flatMap(() => names.map(() => '---')).join('|')}|`);
  for (const path of pages) {
    const runs = Object.fromEntries(names.map((name) => [name, []]));
    for (let i = 0; i < RUNS; i++) {
      // Every round loads each build (and the baseline) once, starting with a different one each round.
      for (const name of names.map((_, index) => names[(index + i) % names.length]))
        runs[name].push(await measure(`http://127.0.0.1:${ports[name]}${name === 'baseline' ? '/' : path}`));
    }
    const m = (name, key) => Math.round(median(runs[name].map((run) => run[key])));
    const cells = ['total', 'longest', 'longestScript', 'tbt'].flatMap((key) => names.map((name) => m(name, key)));
    console.log(`| \`${path}\` | ${cells.join(' | ')} |`);
  }
} finally {
  await browser.close();
  for (const server of servers) await server.close();
}
