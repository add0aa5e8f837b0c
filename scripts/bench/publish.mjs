// npm run bench:publish: how long a change takes from pull request to live, on this machine, for the two lanes
// (docs/editing.md "How a change is checked"):
//   content lane (a change only under content/): PR check = build + gates + smoke pass; merge = one build.
//   full suite (any code change):                PR check = every step of `npm test`;   merge = one build.
// Before the lanes, every change ran the full suite on the PR, again on main, then built: that column is
// derived from the same measured steps. Each round runs "cold" (gatsby clean: a fresh CI runner) and "warm"
// (.cache and public kept: a restored Actions cache), the lanes interleaved (content, full, content, full…),
// so a drift in the machine's speed touches both alike. Medians over BENCH_RUNS rounds (default 1).
//   BENCH_LANES=content   measures the content lane only (the full suite takes ~30 min a round idle).
//   BENCH_CACHES=warm     measures warm rounds only (a cold build takes minutes more).
//   BENCH_WRITE=1         writes the table into docs/performance.md.
// Ports: E2E_PORT / DECAP_SERVER_PORT / CMS_PORT as for the tests.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { replaceSection } from './report.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 1);
const lanes = (process.env.BENCH_LANES ?? 'content,full').split(',');
const caches = (process.env.BENCH_CACHES ?? 'cold,warm').split(',');
const smokeRoutes = process.env.SMOKE_ROUTES ?? '/,/about/,/careers/';

/**
 * The steps of each lane, read from the scripts the checks run (package.json): `npm run test:content` for the
 * content lane and `npm test` for the full suite, so the bench times exactly what the workflow runs. A step is one
 * command of the chain; `npm run X` steps are labelled X.
 */
const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
const chain = (script) => script.split('&&').map((part) => part.trim());
const steps = { content: chain(scripts['test:content']), full: chain(scripts.test) };
const label = (step) => step.replace(/^npm run /, '').replace(/^node scripts\/(.+)\.mjs$/, '$1');

function run(step) {
  const started = performance.now();
  const result = spawnSync(step, {
    shell: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', SMOKE_ROUTES: smokeRoutes, CI: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    process.stderr.write(result.stderr?.toString().slice(-4000) ?? '');
    throw new Error(`${step} failed (exit ${result.status}); the timing would be meaningless`);
  }
  console.log(`  ${label(step)}: ${seconds.toFixed(1)} s`);
  return seconds;
}

const clean = () => spawnSync('npm', ['run', '--silent', 'clean'], { stdio: 'ignore' });
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** seconds[lane][cache][step] → list of measurements. */
const seconds = {};
for (let round = 1; round <= runs; round++) {
  for (const cache of caches) {
    for (const lane of lanes) {
      console.log(`round ${round}, ${lane} lane, ${cache}`);
      // A warm round follows a build of the same content, so its cache is the previous round's.
      if (cache === 'cold') clean();
      for (const step of steps[lane]) {
        const list = (((seconds[lane] ??= {})[cache] ??= {})[step] ??= []);
        list.push(run(step));
      }
    }
  }
}

const minutes = (value) => (value === undefined ? 'not measured' : `${(value / 60).toFixed(1)} min`);
const stepMedian = (lane, cache, step) => {
  const list = seconds[lane]?.[cache]?.[step];
  return list ? median(list) : undefined;
};
const laneTotal = (lane, cache) =>
  seconds[lane]?.[cache] ? steps[lane].reduce((sum, step) => sum + stepMedian(lane, cache, step), 0) : undefined;
const sum = (...values) => (values.some((value) => value === undefined) ? undefined : values.reduce((a, b) => a + b));

const rows = [];
for (const cache of caches) {
  const build = stepMedian('content', cache, 'npm run build') ?? stepMedian('full', cache, 'npm run build');
  const full = laneTotal('full', cache);
  const content = laneTotal('content', cache);
  rows.push(
    `| content only | ${cache} | ${minutes(full)} | ${minutes(sum(full, build))} | ${minutes(content)} | ${minutes(build)} |`,
    `| code | ${cache} | ${minutes(full)} | ${minutes(sum(full, build))} | ${minutes(full)} | ${minutes(build)} |`,
  );
}
const detail = lanes.flatMap((lane) =>
  caches.map(
    (cache) =>
      `- ${lane} lane, ${cache}: ${steps[lane].map((step) => `${label(step)} ${stepMedian(lane, cache, step)?.toFixed(0)} s`).join(', ')}`,
  ),
);
const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ` +
    `load average ${os.loadavg()[0].toFixed(1)} at the end, ${runs} round(s), median per step:`,
  '',
  '| Change | Cache | PR check before | Merge to live before | PR check after | Merge to live after |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows,
  '',
  ...detail,
].join('\n');
console.log(`\n${table}`);
if (process.env.BENCH_WRITE === '1') replaceSection('docs/performance.md', 'publish', table);
