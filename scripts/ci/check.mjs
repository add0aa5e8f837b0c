#!/usr/bin/env node
// Phase "check", the pull request's whole job after `npm ci` (workflow check.yml; docs/operations.md "The workflows"):
//   1. posts `starops/content-check` pending on the pull request's head commit;
//   2. chooses the lane from the diff: content/ only → `npm run test:content` (build, gates, smoke of the pages
//      it feeds), anything else → `npm test`;
//   3. posts the check's result; a failure's description is the first content error, naming file and field;
//   4. when it passed and Cloudflare is configured: builds the preview (drafts and scheduled posts shown), deploys
//      it to the Pages branch `pr-<number>` and posts `cloudflare-pages/deploy` with the address wrangler reported.
// A cancelled run posts nothing (the newer run posts its own); any other stop posts failure, never leaves pending.
//
// Environment (GitHub's): GITHUB_EVENT_NAME (pull_request), GITHUB_EVENT_PATH, GITHUB_REPOSITORY, GITHUB_SHA,
// GITHUB_API_URL, GITHUB_TOKEN (statuses: write), GITHUB_SERVER_URL, GITHUB_RUN_ID, GITHUB_OUTPUT,
// GITHUB_STEP_SUMMARY, GITHUB_ACTIONS (true: the full lane installs WebKit's driver with sudo). Cloudflare and
// the preview's keys: CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID, CF_PAGES_PROJECT, PAGES_DEPLOY_COMMAND
// (lib/pages.mjs), GATSBY_EMAILJS_*, GATSBY_RECAPTCHA_SITE_KEY, GATSBY_ANALYTICS_*. CHECK_LANE_COMMAND replaces the lane's command (the rehearsal's shorter check).
// Outputs: lane, routes, preview_url. Usage: node scripts/ci/check.mjs
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { githubContext, addSummary, setOutput } from './lib/context.mjs';
import { ensurePagesProject, pagesDeploy, root } from './lib/pages.mjs';
import { Cancelled, run, shellQuote, stopOnCancel, withoutSecrets } from './lib/run.mjs';

/** What the change's own code (tests, build) never sees: it could print or use them. */
export const SECRET_NAMES = ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'GITHUB_TOKEN'];
/** The real keys only the preview build gets; the check's build uses none. */
export const PREVIEW_KEY_NAMES = [
  'GATSBY_EMAILJS_SERVICE_ID',
  'GATSBY_EMAILJS_TEMPLATE_ID',
  'GATSBY_EMAILJS_PUBLIC_KEY',
  'GATSBY_RECAPTCHA_SITE_KEY',
];

/** The command each lane runs after `npm ci` (the workflow ran it). */
export function laneCommand(lane, env) {
  if (env.CHECK_LANE_COMMAND) return env.CHECK_LANE_COMMAND;
  if (lane === 'content') return 'npm run test:content';
  // GitHub's image has Chrome, Firefox and xvfb; WebKit's WebDriver is the one package it lacks.
  const engines =
    env.GITHUB_ACTIONS === 'true'
      ? 'if ! command -v WebKitWebDriver >/dev/null; then sudo apt-get update && sudo apt-get install -y webkit2gtk-driver xvfb; fi; '
      : '';
  return `${engines}npm test`;
}

/**
 * The whole check for one pull_request event. `deps` carries the site's own rules (lib: commit-status.ts and
 * lane.ts) and the outside world (run, fetch, deploy), so a test drives it with a recorded event.
 * Resolves `{ passed, lane, previewUrl }`; throws only for a run that cannot check at all.
 */
export async function runCheck({
  env,
  lib,
  runCommand = run,
  fetchImpl = fetch,
  deploy = pagesDeploy,
  ensure = ensurePagesProject,
}) {
  const ctx = githubContext(env);
  if (ctx.eventName !== 'pull_request')
    throw new Error(`check.mjs runs for pull_request events, not "${ctx.eventName}"`);
  const { event } = ctx;
  const number = event.number ?? event.pull_request.number;
  // A fork's pull request gets a read-only token and no secrets: it is checked, and says so, but posts nothing.
  const fromFork = event.pull_request.head.repo?.full_name !== ctx.repository;
  const post = async (status) => {
    if (fromFork || !ctx.token) {
      console.log(`(not posted) ${status.body.context}: ${status.body.state} — ${status.body.description}`);
      return;
    }
    await lib.postStatus(status, { token: ctx.token, apiUrl: ctx.apiUrl, fetch: fetchImpl });
    console.log(`${status.body.context}: ${status.body.state} — ${status.body.description}`);
  };
  const codeEnv = withoutSecrets(env, [...SECRET_NAMES, ...PREVIEW_KEY_NAMES]);

  await post(lib.checkStatus(event, { state: 'pending', logUrl: ctx.runUrl }));
  let lane = 'full';
  let output = '';
  const problemsFile = path.join(root, '.build-artifacts', 'content-problems.txt');
  let passed = false;
  try {
    const { base, head } = event.pull_request;
    const diff = await runCommand(`git diff --name-status --no-renames ${shellQuote(`${base.sha}...${head.sha}`)}`, {
      env: codeEnv,
      cwd: root,
      quiet: true,
    });
    if (diff.code !== 0) throw Object.assign(new Error('git diff failed (is the checkout fetch-depth 0?)'), diff);
    const choice = lib.selectLane(lib.parseNameStatus(diff.output));
    lane = choice.lane;
    setOutput(env, 'lane', choice.lane);
    setOutput(env, 'routes', choice.routes.join(','));
    console.log(`Lane: ${choice.lane}${choice.routes.length ? ` (pages: ${choice.routes.join(' ')})` : ''}`);
    rmSync(problemsFile, { force: true });
    const result = await runCommand(laneCommand(choice.lane, env), {
      env: { ...codeEnv, SMOKE_ROUTES: choice.routes.join(','), CONTENT_PROBLEMS_FILE: problemsFile },
      cwd: root,
    });
    output = result.output;
    passed = result.code === 0;
  } catch (error) {
    if (error instanceof Cancelled) throw error;
    output = `${error.output ?? ''}\n${error.message}`;
  }
  // The build's content problems, whole: its log is wrapped at 80 columns (src/gatsby/node/content-problems-file.ts).
  const whole = existsSync(problemsFile) ? readFileSync(problemsFile, 'utf8') : '';
  const log = whole ? `${whole}\n${output}` : output;
  await post(lib.checkStatus(event, { state: passed ? 'success' : 'failure', log, logUrl: ctx.runUrl }));
  addSummary(
    env,
    `### Check (${lane} lane): ${passed ? 'passed' : 'failed'}\n\n${passed ? '' : lib.failureReason(log)}`,
  );
  if (!passed) return { passed, lane, previewUrl: undefined };

  if (fromFork || !(env.CLOUDFLARE_API_TOKEN || env.PAGES_DEPLOY_COMMAND)) {
    console.log('No preview: this run has no Cloudflare token (a fork, or the secret is not set; docs/operations.md).');
    return { passed, lane, previewUrl: undefined };
  }
  const previewUrl = await deployPreview({
    env,
    ctx,
    lib,
    post,
    codeEnv,
    number,
    runCommand,
    deploy,
    ensure,
    fetchImpl,
  });
  return { passed, lane, previewUrl };
}

async function deployPreview({ env, ctx, lib, post, codeEnv, number, runCommand, deploy, ensure, fetchImpl }) {
  const { event } = ctx;
  await post(lib.deployStatus(event, { state: 'pending', logUrl: ctx.runUrl }));
  try {
    const keys = Object.fromEntries(PREVIEW_KEY_NAMES.filter((name) => env[name]).map((name) => [name, env[name]]));
    const build = await runCommand('npm run build', {
      env: {
        ...codeEnv,
        ...keys,
        DEPLOY: 'true',
        SHOW_DRAFTS: '1',
        DECAP_BRANCH: event.pull_request.base.ref || 'main',
      },
      cwd: root,
    });
    if (build.code !== 0) throw new Error(`the preview build failed (exit ${build.code})`);
    await ensure({ env, fetchImpl });
    const urls = await deploy({
      branch: lib.previewBranch(number),
      commitHash: event.pull_request.head.sha,
      env,
      runCommand,
    });
    const url = `${(urls.aliasUrl ?? urls.deploymentUrl).replace(/\/+$/, '')}/`;
    await post(lib.deployStatus(event, { state: 'success', url, logUrl: ctx.runUrl }));
    setOutput(env, 'preview_url', url);
    addSummary(env, `Preview: ${url}`);
    return url;
  } catch (error) {
    if (error instanceof Cancelled) throw error;
    console.error(error.message);
    await post(lib.deployStatus(event, { state: 'failure', logUrl: ctx.runUrl })).catch((postError) =>
      console.error(`Could not post the preview's failure either: ${postError.message}`),
    );
    throw error;
  }
}

async function main() {
  stopOnCancel();
  const { importTs } = await import('./load-ts.mjs');
  const lib = {
    ...(await importTs('src/lib/publishing/commit-status.ts')),
    ...(await importTs('src/lib/publishing/lane.ts')),
  };
  try {
    const { passed } = await runCheck({ env: process.env, lib });
    process.exitCode = passed ? 0 : 1;
  } catch (error) {
    if (error instanceof Cancelled) {
      console.error('Cancelled: no status posted (the run that replaced this one posts its own).');
      process.exitCode = 130;
    } else {
      console.error(error);
      process.exitCode = 1;
    }
  }
}

if (process.argv[1]?.endsWith('check.mjs')) main();
