#!/usr/bin/env node
// npm run test:publish: starts the rehearsal's world (world.mjs), runs the story in Chromium
// (tests/publish/publish.spec.ts, playwright.publish.config.ts) against it, and stops it. The spec drives the world
// through a small control API on 127.0.0.1 (PUBLISH_CONTROL_URL): the workflow runs, the runner's clock, a refused
// upload, and what the GitHub stand-in holds.
// Ports: PUBLISH_REHEARSAL_PORT (default 9300) and the 19 above it. KEEP_REHEARSAL=1 keeps the temporary folder.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { importTs } from '../lib/import-ts.mjs';
import { startWorld } from './world.mjs';

const { indiaDay } = await importTs('src/lib/publishing/publication.ts');
const basePort = Number(process.env.PUBLISH_REHEARSAL_PORT ?? 9300);
const today = indiaDay(new Date());
const started = Date.now();
const world = await startWorld({ basePort, today, keep: Boolean(process.env.KEEP_REHEARSAL) });

/** The runs the spec waits for: id → { run } (null until it has finished). */
const watches = new Map();
let nextWatch = 1;
const matches = (filter, run) => Object.entries(filter).every(([key, value]) => run[key] === value);
const summary = ({ jobs, ...run }) => ({
  ...run,
  jobs: Object.fromEntries(
    Object.entries(jobs ?? {}).map(([id, job]) => [id, { result: job.result, steps: job.steps }]),
  ),
});

/** A run to come, under a watch id. */
function track(promise) {
  const id = nextWatch++;
  const entry = { run: null };
  watches.set(id, entry);
  promise.then((run) => {
    entry.run = summary(run);
  });
  return { id };
}

const methods = {
  info: () => ({
    today,
    work: world.work,
    github: { origin: world.github.origin, apiBase: world.github.apiBase },
    production: `http://127.0.0.1:${world.ports.production}`,
    closingJob: world.closingJob,
    keptPosts: world.keptPosts,
  }),
  // A run takes minutes, longer than one HTTP answer may wait: both answer a watch id, and `wait` is polled.
  runDeploy: ({ eventName, extra }) => track(world.runDeploy(eventName, extra)),
  setDay: ({ day }) => world.setDay(day),
  failNextDeploy: ({ message }) => world.cloudflare.failNextDeploy(message),
  watch: ({ filter }) => track(world.nextRun((run) => matches(filter, run))),
  /** The run once it has finished, or { pending: true } (the spec asks again). */
  wait: ({ id }) => watches.get(id).run ?? { pending: true },
  resolve: ({ ref }) => world.github.store.resolve(ref),
  statuses: ({ ref }) => {
    const sha = world.github.store.resolve(ref);
    return sha ? world.github.latestStatuses(sha) : [];
  },
  pulls: () => [...world.github.pulls.values()].map(({ number, headRef, state }) => ({ number, headRef, state })),
  violations: () => world.github.violations,
  runs: () => world.runs.map(summary),
  /** Whether no workflow run is queued or running. */
  idle: () => !world.busy,
};

const control = http.createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  try {
    const { method, args } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const result = await methods[method](args ?? {});
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ result: result ?? null }));
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: error.stack ?? String(error) }));
  }
});
// Node closes an idle kept-alive connection after 5 s; a fetch that reuses it at that moment reads ECONNRESET (it
// happened once between two `wait` polls under load). Keeping connections as long as the spec's client does avoids it.
control.keepAliveTimeout = 10 * 60_000;
const controlPort = basePort + 3;
await new Promise((resolve) => control.listen(controlPort, '127.0.0.1', resolve));

const playwright = spawn(
  'node_modules/.bin/playwright',
  ['test', '-c', 'playwright.publish.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, PUBLISH_CONTROL_URL: `http://127.0.0.1:${controlPort}` },
  },
);
const code = await new Promise((resolve) => playwright.on('close', (status) => resolve(status ?? 1)));
await new Promise((resolve) => control.close(resolve));
const runs = world.runs.map(summary);
await world.stop();
console.log(
  `\nPublish rehearsal: ${runs.length} workflow runs, ${((Date.now() - started) / 1000).toFixed(0)} s in all:`,
);
for (const run of runs) {
  console.log(
    `  ${run.workflow} (${run.eventName}${run.action ? ` ${run.action}` : ''}): ${run.conclusion}, ${run.seconds.toFixed(0)} s`,
  );
}
process.exit(code);
