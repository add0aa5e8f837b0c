// The publish rehearsal's world (docs/operations.md "The publish loop, rehearsed"): a temporary clone of this
// repository's HEAD pushed to a bare repository that the GitHub stand-in serves, the Cloudflare stand-in, and a
// queue that runs .github/workflows the way GitHub triggers them: check.yml on a pull request opened, pushed to or
// closed (not while it conflicts: GitHub runs no pull_request workflow then), deploy.yml on a push to main, on the
// daily schedule and by hand. One run at a time, in order, as the workflows' concurrency groups queue them.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCloudflareStandIn } from './cloudflare-stand-in.mjs';
import { CLIENT_ID, CLIENT_SECRET, createGitHubStandIn, JOB_TOKEN } from './github-stand-in.mjs';
import { trimBlog } from './fixture.mjs';
import { checkAnswer } from './openapi-check.mjs';
import { actionsCacheStore, lockHash, runWorkflow } from './runner.mjs';

const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const REPOSITORY = 'staropstech/website';
/** The directory holding the `npm` that the runner's PATH finds first (bin/npm; see runner.mjs). */
const npmShimDir = path.join(projectRoot, 'scripts/publish-rehearsal/bin');

/**
 * The first job's `npm ci` takes this checkout's installed tree (hard links, seconds) instead of installing 1.5 GB
 * again, when it was installed from the same package-lock.json (node_modules/.package-lock.json is npm's record of the
 * last install). The runner still starts every job with no node_modules: the tree appears only when the job's own
 * `npm ci` step runs (bin/npm), so a step that runs project code before it still fails as on GitHub. A real install
 * from a fresh clone is what `.ci/run` does before `npm test`; PUBLISH_REHEARSAL_REAL_NPM_CI=1 makes the rehearsal
 * run it too. Node_modules/.cache (what builds and scripts write) is left behind, so no run writes into this tree.
 */
function seedInstalledTree({ seed, npmStash, log }) {
  if (process.env.PUBLISH_REHEARSAL_REAL_NPM_CI) return;
  const modules = path.join(projectRoot, 'node_modules');
  const installed = path.join(modules, '.package-lock.json');
  if (!existsSync(installed)) return;
  const lock = path.join(seed, 'package-lock.json');
  const target = path.join(npmStash, lockHash(lock));
  if (existsSync(target)) return;
  // npm's record of the install lists the same packages at the same versions as the lock file it came from.
  const recorded = JSON.parse(readFileSync(installed, 'utf8')).packages ?? {};
  const wanted = JSON.parse(readFileSync(lock, 'utf8')).packages ?? {};
  const same = Object.entries(recorded).every(([name, entry]) => wanted[name]?.version === entry.version);
  if (!same || Object.keys(recorded).length === 0) {
    log('[rehearsal] node_modules was installed from another package-lock.json: the first job runs the real npm ci');
    return;
  }
  const started = Date.now();
  mkdirSync(npmStash, { recursive: true });
  execFileSync('cp', ['-al', modules, target]);
  rmSync(path.join(target, '.cache'), { recursive: true, force: true });
  log(
    `[rehearsal] the first npm ci takes this checkout's installed tree (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

/** YYYY-MM-DD `days` after `day`. */
export const addDays = (day, days) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/**
 * Starts the world. Ports: options.basePort (E2E_PORT-style range, 20 ports): +0 production, +1 GitHub,
 * +2 Cloudflare's control, +10.. previews (pr-<n> at +10+n).
 * @param {{ basePort: number, today: string, log?: (line: string) => void, keep?: boolean }} options
 */
export async function startWorld(options) {
  const log = options.log ?? ((line) => console.log(line));
  const work = mkdtempSync(path.join(tmpdir(), 'publish-rehearsal-'));
  const git = (args, cwd) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const started = Date.now();

  // The repository as committed (HEAD), with a smaller blog and one job that closes during the rehearsal.
  const seed = path.join(work, 'seed');
  git(['clone', '--quiet', '--no-hardlinks', projectRoot, seed]);
  const kept = trimBlog(path.join(seed, 'content'));
  const jobsFile = path.join(seed, 'content/careers/jobs.json');
  const careers = JSON.parse(readFileSync(jobsFile, 'utf8'));
  const closing = careers.jobs[careers.jobs.length - 1];
  closing.validThrough = addDays(options.today, 1);
  writeFileSync(jobsFile, `${JSON.stringify(careers, null, 2)}\n`);
  git(['add', '-A'], seed);
  git(
    [
      '-c',
      'user.name=Rehearsal',
      '-c',
      'user.email=rehearsal@example.invalid',
      'commit',
      '--quiet',
      '-m',
      'Rehearsal: fewer posts',
    ],
    seed,
  );
  const bare = path.join(work, 'origin.git');
  git(['clone', '--quiet', '--bare', seed, bare]);
  git(['symbolic-ref', 'HEAD', 'refs/heads/main'], bare);
  const head = git(['rev-parse', 'HEAD'], seed).trim();
  git(['update-ref', 'refs/heads/main', head], bare);
  for (const ref of git(['for-each-ref', '--format=%(refname)', 'refs/heads'], bare).split('\n').filter(Boolean)) {
    if (ref !== 'refs/heads/main') git(['update-ref', '-d', ref], bare);
  }

  const ports = {
    production: options.basePort,
    github: options.basePort + 1,
    cloudflare: options.basePort + 2,
    preview: (branch) => options.basePort + 10 + Number(/\d+/.exec(branch)?.[0] ?? 0),
  };
  const github = createGitHubStandIn({
    bare,
    repo: REPOSITORY,
    port: ports.github,
    requiredContexts: ['starops/content-check'],
    check: checkAnswer,
  });
  await github.listen();
  const cloudflare = createCloudflareStandIn({
    dir: path.join(work, 'pages'),
    controlPort: ports.cloudflare,
    productionPort: ports.production,
    previewPort: ports.preview,
    // What the Pages project holds (docs/operations.md): the OAuth App, here the stand-in's.
    bindings: { GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_CLIENT_SECRET: CLIENT_SECRET, GITHUB_OAUTH_ORIGIN: github.origin },
    log,
  });
  await cloudflare.listen();

  const cache = actionsCacheStore(path.join(work, 'actions-cache'));
  github.serveActionsCaches?.(cache);
  // PUBLISH_REHEARSAL_NPM_STASH keeps the installed tree between rehearsals while working on the rehearsal itself
  // (the first job then skips its real `npm ci`); `npm test` never sets it.
  const npmStash = process.env.PUBLISH_REHEARSAL_NPM_STASH ?? path.join(work, 'npm-stash');
  seedInstalledTree({ seed, npmStash, log });
  const realNpm = execFileSync('bash', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim();
  const systemPath = (process.env.PATH ?? '')
    .split(':')
    .filter((dir) => !dir.includes('node_modules'))
    .join(':');
  const runner = {
    bare,
    repository: REPOSITORY,
    apiUrl: github.apiBase,
    serverUrl: github.origin,
    token: JOB_TOKEN,
    home: path.join(work, 'runner'),
    workspace: path.join(work, 'runner/work/website/website'),
    logDir: path.join(work, 'logs'),
    npmStash,
    cache,
    log,
    secrets: {
      CLOUDFLARE_API_TOKEN: 'rehearsal-token',
      CLOUDFLARE_ACCOUNT_ID: 'rehearsal-account',
      GATSBY_EMAILJS_SERVICE_ID: 'service_rehearsal',
      GATSBY_EMAILJS_TEMPLATE_ID: 'template_rehearsal',
      GATSBY_EMAILJS_PUBLIC_KEY: 'rehearsalPublicKey',
      GATSBY_RECAPTCHA_SITE_KEY: '6LeIxAcTAAAAAJcZVRqyHh4lnTX7bPE3ytWx6o1H',
    },
    vars: {},
    // The runner's own environment: a clean PATH (no node_modules/.bin) with the rehearsal's npm first, and the
    // three seams the phase scripts offer a rehearsal: wrangler's stand-in, the check's command and the day.
    env: {
      PATH: `${npmShimDir}:${systemPath}`,
      HOME: process.env.HOME ?? '/root',
      LANG: 'C.UTF-8',
      TMPDIR: tmpdir(),
      REHEARSAL_REAL_NPM: realNpm,
      REHEARSAL_NPM_STASH: npmStash,
      PAGES_DEPLOY_COMMAND: `node ${path.join(projectRoot, 'scripts/publish-rehearsal/pages-deploy.mjs')}`,
      CLOUDFLARE_STAND_IN_URL: cloudflare.url,
      CHECK_LANE_COMMAND: process.env.REHEARSAL_CHECK_COMMAND ?? 'npm run build',
      SITE_TODAY: options.today,
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    },
  };

  /** Every workflow run, in order: { workflow, eventName, conclusion, jobs, seconds, startedAt, endedAt }. */
  const runs = [];
  let queue = Promise.resolve();
  let pendingRuns = 0;
  const listeners = new Set();

  function enqueue(describe, start) {
    pendingRuns += 1;
    const result = queue.then(async () => {
      const startedAt = Date.now();
      const outcome = await start();
      const record = {
        ...describe,
        ...outcome,
        startedAt,
        endedAt: Date.now(),
        seconds: (Date.now() - startedAt) / 1000,
      };
      runs.push(record);
      pendingRuns -= 1;
      for (const listener of listeners) listener(record);
      return record;
    });
    queue = result.catch(() => undefined);
    return result;
  }

  /** The commit a workflow file is read from: GitHub reads it from the commit the run is for. */
  const checkoutAt = (sha) => {
    const dir = path.join(work, 'workflow-source');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.join(dir, '.github/workflows'), { recursive: true });
    for (const file of ['check.yml', 'deploy.yml']) {
      writeFileSync(
        path.join(dir, '.github/workflows', file),
        github.store.git(['show', `${sha}:.github/workflows/${file}`]),
      );
    }
    return dir;
  };

  const runPullRequest = (number, action) =>
    enqueue({ workflow: 'check.yml', eventName: 'pull_request', action, number }, async () => {
      const pull = github.pulls.get(number);
      if (action !== 'closed' && pull.state === 'open' && !github.mergeable(number)) {
        log(`[github] pull request #${number} conflicts with main: no pull_request workflow runs`);
        return { conclusion: 'not run (conflict)', jobs: {} };
      }
      const { event, refs } = github.pullRequestEvent(number, action);
      const sha = refs?.merge ?? refs?.head ?? event.pull_request.merge_commit_sha;
      return runWorkflow({
        source: checkoutAt(sha),
        workflow: 'check.yml',
        eventName: 'pull_request',
        event,
        sha,
        ref: `refs/pull/${number}/merge`,
        runner,
      });
    });

  const runDeploy = (eventName, extra = {}) =>
    enqueue({ workflow: 'deploy.yml', eventName, ...extra }, async () => {
      const sha = github.store.resolve('main');
      const event = eventName === 'push' ? github.pushEvent(extra) : { repository: github.repositoryJson() };
      if (eventName === 'schedule') event.schedule = '17 19 * * *';
      return runWorkflow({
        source: checkoutAt(sha),
        workflow: 'deploy.yml',
        eventName,
        event,
        sha,
        ref: 'refs/heads/main',
        runner,
      });
    });

  // GitHub's triggers: the stand-in's events start the workflows.
  github.on((event) => {
    if (event.name === 'pull_request') runPullRequest(event.number, event.action);
    if (event.name === 'push' && event.ref === 'refs/heads/main') {
      runDeploy('push', { ref: event.ref, before: event.before, after: event.after });
      const merged = [...github.pulls.values()].find((pull) => pull.mergeCommitSha === event.after);
      if (merged) runPullRequest(merged.number, 'closed');
    }
  });

  log(
    `[rehearsal] world ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${work} (posts: ${kept.join(', ')})`,
  );
  return {
    work,
    github,
    cloudflare,
    runner,
    runs,
    ports,
    closingJob: closing,
    keptPosts: kept,
    /** The day the runner's clock shows (SITE_TODAY), as the daily run at 00:47 India time sees it. */
    setDay(day) {
      runner.env.SITE_TODAY = day;
    },
    runDeploy,
    runPullRequest,
    /** Resolves when every queued run has finished. */
    idle: () => queue,
    get busy() {
      return pendingRuns > 0;
    },
    /** Resolves with the next finished run matching `predicate`. */
    nextRun(predicate) {
      return new Promise((resolve) => {
        const listener = (record) => {
          if (!predicate(record)) return;
          listeners.delete(listener);
          resolve(record);
        };
        listeners.add(listener);
      });
    },
    async stop() {
      await queue;
      await cloudflare.close();
      await github.close();
      if (!options.keep) rmSync(work, { recursive: true, force: true });
    },
  };
}
