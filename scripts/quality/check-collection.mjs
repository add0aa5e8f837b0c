// Gate: time is a case. Collects every Playwright suite (`playwright test --list`, no browser, no server) as of
// today and as of a year ahead (SITE_TODAY, the build's clock), and fails when a suite cannot load, collects
// nothing, or a test of today's list is missing a year ahead: by then every job has closed and every scheduled
// post is out, and a spec that reads the content when it loads must still collect the same tests (skipping
// inside them, with a reason). Tests that appear a year ahead (a scheduled post now published) are fine.
// Also fails on a skip without a stated reason anywhere under tests/: a skipped case must say why in the report.
// Usage: node scripts/quality/check-collection.mjs   (about 20 s; SITE_TODAY_AHEAD=YYYY-MM-DD picks the day)
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const CONFIGS = ['playwright.config.ts', 'playwright.engines.config.ts', 'playwright.cms.config.ts'];
const playwright = path.resolve('node_modules/.bin/playwright');

/** Today in India (the build's clock) and the same day a year ahead, as YYYY-MM-DD. */
export function yearAhead(now = new Date()) {
  const india = new Date(now.getTime() + 330 * 60_000);
  india.setUTCFullYear(india.getUTCFullYear() + 1);
  return india.toISOString().slice(0, 10);
}

/** Every test of a `--list --reporter=json` report, as "project › file › describe › title", and its load errors. */
export function collectedTests(report) {
  const tests = [];
  const walk = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) tests.push([test.projectName, spec.file, ...here, spec.title].join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  const errors = (report.errors ?? []).map((error) => (error.message ?? String(error)).split('\n')[0]);
  return { tests, errors };
}

/** What `--list` collects for one config under `env`. */
function list(config, env) {
  return new Promise((resolve) => {
    const child = spawn(playwright, ['test', '--list', '--reporter=json', '-c', config], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('close', (code) => {
      try {
        resolve(collectedTests(JSON.parse(out)));
      } catch {
        resolve({ tests: [], errors: [`exit ${code}: ${(err || out).trim().split('\n').slice(0, 5).join(' / ')}`] });
      }
    });
  });
}

/** A test.skip / it.skip / describe.skip call with no reason after its condition or title. */
export function skipsWithoutReason(source) {
  const found = [];
  for (const match of source.matchAll(/\b(?:test|it|describe)(?:\.describe)?\.(?:skip|fixme)\(/g)) {
    let depth = 1;
    let commas = 0;
    let index = match.index + match[0].length;
    for (; index < source.length && depth > 0; index += 1) {
      const char = source[index];
      if ('([{'.includes(char)) depth += 1;
      else if (')]}'.includes(char)) depth -= 1;
      else if (char === ',' && depth === 1) commas += 1;
    }
    const args = source.slice(match.index + match[0].length, index - 1).trim();
    // test.skip() alone, or test.skip(condition): no reason; test.skip(condition, 'why') or (title, fn) have two.
    if (commas === 0 || /,\s*$/.test(args)) found.push(source.slice(0, match.index).split('\n').length);
  }
  return found;
}

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return /\.(spec|test)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ahead = process.env.SITE_TODAY_AHEAD ?? yearAhead();
  const problems = [];
  const runs = await Promise.all(
    CONFIGS.flatMap((config) => [list(config, { SITE_TODAY: '' }), list(config, { SITE_TODAY: ahead })]),
  );
  let total = 0;
  CONFIGS.forEach((config, index) => {
    const [now, later] = [runs[index * 2], runs[index * 2 + 1]];
    for (const [when, run] of [
      ['today', now],
      [ahead, later],
    ]) {
      for (const error of run.errors) problems.push(`${config} as of ${when}: ${error}`);
      if (run.tests.length === 0) problems.push(`${config} as of ${when}: no test collected`);
    }
    const collectedLater = new Set(later.tests);
    const missing = now.tests.filter((title) => !collectedLater.has(title));
    if (missing.length > 0)
      problems.push(
        `${config}: ${missing.length} test(s) collected today are gone as of ${ahead} (derive cases inside the test and skip with a reason):\n    ${missing.slice(0, 20).join('\n    ')}`,
      );
    total += now.tests.length;
    console.log(`${config}: ${now.tests.length} tests today, ${later.tests.length} as of ${ahead}`);
  });
  for (const file of [...testFiles('tests'), ...testFiles('src')]) {
    for (const line of skipsWithoutReason(readFileSync(file, 'utf8')))
      problems.push(`${file}:${line}: a skip without a reason (say why in the report)`);
  }
  if (problems.length > 0) {
    console.error(`Collection gate failed:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Collection gate passed: ${total} tests collected today and all of them as of ${ahead}.`);
}
