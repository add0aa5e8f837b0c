// node scripts/bench/trace-tasks.mjs <url> [publicDir=public] [minMs=15]: loads a served page once in a
// phone-sized Chromium window with a trace and a CPU profile running, and prints every main-thread task
// that used more than minMs of CPU: its wall time, the trace events inside it (EvaluateScript, Layout…)
// and the functions that spent the most time in it, mapped through the build's source maps to the
// source file and line. Where to look when `npm run bench:cpu` shows a long task.
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { mainThreadTasks } from './report.mjs';

const [url, publicDir = 'public', minMs = '15'] = process.argv.slice(2);
if (!url) throw new Error('Usage: node scripts/bench/trace-tasks.mjs http://127.0.0.1:9000/path/ [public] [15]');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
const page = await context.newPage();
await browser.startTracing(page, {
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'disabled-by-default-v8.cpu_profiler',
    'loading',
  ],
});
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(3000);
const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
await browser.close();

const { main, onMain, tasks } = mainThreadTasks(events);

// The CPU profile's samples, on the trace's clock.
const nodes = new Map();
const samples = [];
let clock = 0;
for (const e of events.filter((e) => e.pid === main.pid && (e.name === 'Profile' || e.name === 'ProfileChunk'))) {
  if (e.name === 'Profile') {
    clock = e.args.data.startTime;
    continue;
  }
  const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
  for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
  (cpuProfile.samples ?? []).forEach((id, i) => {
    clock += timeDeltas[i] ?? 0;
    samples.push({ id, ts: clock });
  });
}

const sourceMaps = new Map();
const sourceMapOf = (file) => {
  if (!sourceMaps.has(file)) {
    // The build keeps its source maps outside public/ (src/gatsby/node/build-artifacts.ts).
    const mapFile = [`.build-artifacts/${file}.map`, `${publicDir}/${file}.map`].find(existsSync) ?? '';
    sourceMaps.set(file, existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
  }
  return sourceMaps.get(file);
};
/** "function source:line" for a profile node, through the source map when the build has one. */
function describe({ callFrame }) {
  const file = (callFrame.url ?? '').split('/').pop().split('?')[0];
  const original = file.endsWith('.js')
    ? sourceMapOf(file)?.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber })
    : null;
  if (!original?.source) return `${callFrame.functionName || '(anonymous)'} ${file}`;
  const source = original.source.replace(/.*node_modules\//, '~').replace(/^webpack:\/\/[^/]+\//, '');
  return `${original.name ?? callFrame.functionName} ${source}:${original.line}`;
}

const start = tasks[0]?.ts ?? 0;
for (const task of tasks) {
  const cpu = (task.tdur ?? task.dur) / 1000;
  if (cpu < Number(minMs)) continue;
  const within = (e) => e.ts >= task.ts && e.ts < task.ts + task.dur;
  const inner = new Map();
  for (const e of events.filter((e) => onMain(e) && e.ph === 'X' && e !== task && within(e) && e.dur > 1000)) {
    const name = e.args?.data?.url ? `${e.name} ${e.args.data.url.split('/').pop()}` : e.name;
    inner.set(name, (inner.get(name) ?? 0) + e.dur / 1000);
  }
  console.log(
    `\n${cpu.toFixed(1)} ms CPU (${(task.dur / 1000).toFixed(1)} ms wall) at ${((task.ts - start) / 1000).toFixed(0)} ms`,
  );
  const topInner = [...inner].sort((a, b) => b[1] - a[1]).slice(0, 5);
  console.log(`  events: ${topInner.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(' | ')}`);
  const taskSamples = samples.filter(within);
  const self = new Map();
  taskSamples.forEach((sample, i) => {
    const ms = Math.min(((taskSamples[i + 1]?.ts ?? sample.ts) - sample.ts) / 1000, 1);
    const name = describe(nodes.get(sample.id));
    self.set(name, (self.get(name) ?? 0) + ms);
  });
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`  ${ms.toFixed(1).padStart(6)} ${name}`);
}
