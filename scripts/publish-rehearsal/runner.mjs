// Runs a workflow of .github/workflows the way a GitHub-hosted runner does, on this machine, for the publish
// rehearsal: every job in a fresh workspace at one fixed path (a runner's /home/runner/work/<repo>/<repo>), the
// checkout from the stand-in's bare repository, each `run:` step through the shell GitHub would use (`bash -e` by
// default, the workflow's `defaults.run.shell` or the step's own), with GitHub's environment (GITHUB_EVENT_PATH,
// GITHUB_OUTPUT, GITHUB_ENV, GITHUB_STEP_SUMMARY, GITHUB_API_URL…), and `${{ }}` expressions and `if:` evaluated.
// actions/checkout, setup-node and cache (restore/save, with GitHub's key, restore-keys and branch-scope rules) are
// modelled here; any other action is an error, so a workflow cannot use something the rehearsal does not play.
//
// `npm ci` runs for real in the first job (a clone with no node_modules, as the runner has). Later jobs with the
// same package-lock.json get that installed tree moved into place at the moment their own `npm ci` step runs
// (bin/npm), so a step that runs project code before `npm ci` still finds no node_modules, as on GitHub.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { condition, interpolate } from './expressions.mjs';

/** The Actions cache of one repository: entries with key, ref (scope) and files. */
export function actionsCacheStore(dir) {
  mkdirSync(dir, { recursive: true });
  let nextId = 1;
  /** @type {{ id: number, key: string, ref: string, created: number, dir: string, size: number }[]} */
  const entries = [];
  return {
    entries,
    /** GitHub's lookup: the exact key, then each restore key as a prefix (newest first), own ref then main's. */
    find(key, restoreKeys, ref) {
      const scopes = [ref, 'refs/heads/main'];
      for (const scope of scopes) {
        const exact = entries.find((entry) => entry.ref === scope && entry.key === key);
        if (exact) return { entry: exact, exact: true };
      }
      for (const prefix of restoreKeys) {
        for (const scope of scopes) {
          const match = entries
            .filter((entry) => entry.ref === scope && entry.key.startsWith(prefix))
            .sort((a, b) => b.created - a.created)[0];
          if (match) return { entry: match, exact: false };
        }
      }
      return null;
    },
    /** Saves `paths` of `workspace`; false when the key already exists in this scope (GitHub never overwrites). */
    save(key, ref, workspace, paths) {
      if (entries.some((entry) => entry.key === key && entry.ref === ref)) return false;
      const id = nextId++;
      const entryDir = path.join(dir, String(id));
      for (const item of paths) {
        const from = path.join(workspace, item);
        if (existsSync(from)) cpSync(from, path.join(entryDir, item), { recursive: true, verbatimSymlinks: true });
      }
      mkdirSync(entryDir, { recursive: true });
      entries.push({ id, key, ref, created: Date.now() + id / 1000, dir: entryDir, size: 0 });
      return true;
    },
    restore(entry, workspace, paths) {
      for (const item of paths) {
        const from = path.join(entry.dir, item);
        const to = path.join(workspace, item);
        rmSync(to, { recursive: true, force: true });
        if (existsSync(from)) cpSync(from, to, { recursive: true, verbatimSymlinks: true });
      }
    },
    remove(id) {
      const index = entries.findIndex((entry) => entry.id === id);
      if (index < 0) return false;
      rmSync(entries[index].dir, { recursive: true, force: true });
      entries.splice(index, 1);
      return true;
    },
  };
}

/** GitHub's shell for a `run:` step: `bash` means `bash --noprofile --norc -eo pipefail {0}`, nothing means `bash -e {0}`. */
export function shellCommand(shell, scriptFile) {
  const spec =
    shell === undefined || shell === null
      ? 'bash -e {0}'
      : shell === 'bash'
        ? 'bash --noprofile --norc -eo pipefail {0}'
        : shell === 'sh'
          ? 'sh -e {0}'
          : shell.includes('{0}')
            ? shell
            : `${shell} {0}`;
  const words = spec.split(/\s+/).filter(Boolean);
  return words.map((word) => (word === '{0}' ? scriptFile : word));
}

/** Lines of $GITHUB_OUTPUT / $GITHUB_ENV: `name=value` and `name<<DELIMITER` … `DELIMITER`. */
export function parseCommandFile(textContent) {
  const values = {};
  const lines = textContent.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const heredoc = /^([^=<]+)<<(.+)$/.exec(lines[i]);
    if (heredoc) {
      const body = [];
      for (i += 1; i < lines.length && lines[i] !== heredoc[2]; i++) body.push(lines[i]);
      values[heredoc[1]] = body.join('\n');
    } else {
      const pair = /^([^=]+)=(.*)$/.exec(lines[i]);
      if (pair) values[pair[1]] = pair[2];
    }
  }
  return values;
}

function runProcess(argv, { cwd, env, logFile, onLine }) {
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (chunk) => {
      const textChunk = chunk.toString();
      output += textChunk;
      writeFileSync(logFile, textChunk, { flag: 'a' });
      if (onLine) for (const line of textChunk.split('\n')) if (line.trim()) onLine(line);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * One workflow run. Resolves { conclusion, jobs: { id: { result, outputs, steps: [{ name, outcome, seconds }] } } }.
 * @param {object} options
 * @param {string} options.source  the checkout the workflow file is read from (the commit being run)
 * @param {string} options.workflow  file name under .github/workflows
 * @param {string} options.eventName  pull_request | push | schedule | workflow_dispatch
 * @param {object} options.event  the webhook payload
 * @param {string} options.sha  GITHUB_SHA (a pull request's merge commit)
 * @param {string} options.ref  GITHUB_REF (refs/pull/<n>/merge, refs/heads/main)
 * @param {object} options.runner  { bare, repository, apiUrl, serverUrl, token, secrets, vars, env, workspace, cache,
 *   npmStash, logDir, log }
 */
export async function runWorkflow({ source, workflow, eventName, event, sha, ref, runner }) {
  const file = path.join(source, '.github/workflows', workflow);
  const doc = yaml.load(readFileSync(file, 'utf8'));
  const runId = String((runner.runs = (runner.runs ?? 0) + 1));
  const jobs = {};
  let conclusion = 'success';
  const log = runner.log ?? ((line) => console.log(line));
  for (const [jobId, job] of Object.entries(doc.jobs)) {
    const needs = [job.needs ?? []].flat();
    const needsContext = Object.fromEntries(needs.map((id) => [id, jobs[id] ?? { result: 'skipped', outputs: {} }]));
    const upstreamFailed = needs.some((id) => jobs[id]?.result !== 'success');
    const baseContext = jobContext({ runner, doc, eventName, event, sha, ref, runId, needs: needsContext });
    baseContext.status = { failed: upstreamFailed, cancelled: false };
    if (!condition(job.if, baseContext)) {
      jobs[jobId] = { result: 'skipped', outputs: {}, steps: [] };
      log(`[${workflow} › ${jobId}] skipped (if: ${job.if ?? 'success()'})`);
      continue;
    }
    const result = await runJob({ jobId, job, doc, runner, workflow, eventName, event, sha, ref, runId, needsContext });
    jobs[jobId] = result;
    if (result.result !== 'success') conclusion = 'failure';
  }
  return { conclusion, jobs };
}

function jobContext({ runner, doc, eventName, event, sha, ref, runId, needs }) {
  return {
    github: {
      event,
      event_name: eventName,
      sha,
      ref,
      repository: runner.repository,
      repository_owner: runner.repository.split('/')[0],
      token: runner.token,
      server_url: runner.serverUrl,
      api_url: runner.apiUrl,
      run_id: runId,
      run_number: runId,
      run_attempt: '1',
      workspace: runner.workspace,
      actor: 'asha-editor',
      head_ref: event.pull_request?.head?.ref ?? '',
      base_ref: event.pull_request?.base?.ref ?? '',
    },
    secrets: { GITHUB_TOKEN: runner.token, ...runner.secrets },
    vars: runner.vars ?? {},
    runner: { os: 'Linux', arch: 'X64', temp: path.join(runner.home, 'temp') },
    env: {},
    steps: {},
    needs,
    inputs: {},
    job: { status: 'success' },
    workspace: runner.workspace,
    _doc: doc,
  };
}

async function runJob({ jobId, job, doc, runner, workflow, eventName, event, sha, ref, runId, needsContext }) {
  const log = runner.log ?? ((line) => console.log(line));
  const label = `${workflow} › ${jobId}`;
  const workspace = runner.workspace;
  rmSync(workspace, { recursive: true, force: true });
  mkdirSync(workspace, { recursive: true });
  const temp = path.join(runner.home, 'temp');
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  const logFile = path.join(runner.logDir, `${runId}-${workflow.replace(/\W+/g, '-')}-${jobId}.log`);
  mkdirSync(runner.logDir, { recursive: true });
  const eventPath = path.join(temp, 'event.json');
  writeFileSync(eventPath, JSON.stringify(event, null, 2));

  const context = jobContext({ runner, doc, eventName, event, sha, ref, runId, needs: needsContext });
  context.status = { failed: false, cancelled: false };
  const addedEnv = {};
  const evalEnv = (object) =>
    Object.fromEntries(
      Object.entries(object ?? {}).map(([name, value]) => [name, interpolate(String(value), context)]),
    );
  context.env = { ...evalEnv(doc.env) };
  Object.assign(context.env, evalEnv(job.env));
  const defaultShell = job.defaults?.run?.shell ?? doc.defaults?.run?.shell;
  const postSteps = [];
  const steps = [];
  const started = Date.now();
  log(`[${label}] ${eventName} at ${sha.slice(0, 7)} (${ref})`);

  const githubEnv = (stepFiles) => ({
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: runner.repository,
    GITHUB_REPOSITORY_OWNER: runner.repository.split('/')[0],
    GITHUB_SHA: sha,
    GITHUB_REF: ref,
    GITHUB_HEAD_REF: event.pull_request?.head?.ref ?? '',
    GITHUB_BASE_REF: event.pull_request?.base?.ref ?? '',
    GITHUB_API_URL: runner.apiUrl,
    GITHUB_SERVER_URL: runner.serverUrl,
    GITHUB_RUN_ID: runId,
    GITHUB_RUN_NUMBER: runId,
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKFLOW: doc.name ?? workflow,
    GITHUB_JOB: jobId,
    GITHUB_ACTOR: 'asha-editor',
    GITHUB_WORKSPACE: workspace,
    RUNNER_OS: 'Linux',
    RUNNER_TEMP: temp,
    ...stepFiles,
  });

  let index = 0;
  for (const step of job.steps) {
    index += 1;
    const name = step.name ?? step.uses ?? String(step.run).split('\n')[0];
    context.job.status = context.status.failed ? 'failure' : 'success';
    if (!condition(step.if, context)) {
      steps.push({ name, outcome: 'skipped', seconds: 0 });
      if (step.id) context.steps[step.id] = { outputs: {}, outcome: 'skipped', conclusion: 'skipped' };
      continue;
    }
    const stepStarted = Date.now();
    const outputFile = path.join(temp, `output-${index}`);
    const envFile = path.join(temp, `env-${index}`);
    const summaryFile = path.join(temp, `summary-${index}`);
    for (const f of [outputFile, envFile, summaryFile]) writeFileSync(f, '');
    const stepEnv = { ...context.env, ...addedEnv, ...evalEnv(step.env) };
    const processEnv = {
      ...runner.env,
      ...stepEnv,
      ...githubEnv({ GITHUB_OUTPUT: outputFile, GITHUB_ENV: envFile, GITHUB_STEP_SUMMARY: summaryFile }),
    };
    let outcome = 'success';
    let outputs = {};
    writeFileSync(logFile, `\n##[step] ${name}\n`, { flag: 'a' });
    try {
      if (step.uses) {
        const result = await runAction(step, { context, runner, workspace, sha, ref, logFile, postSteps, log, label });
        outputs = result.outputs ?? {};
        if (!result.ok) outcome = 'failure';
      } else {
        const script = interpolate(String(step.run), context);
        const scriptFile = path.join(temp, `step-${index}.sh`);
        writeFileSync(scriptFile, script);
        const argv = shellCommand(step.shell ?? defaultShell, scriptFile);
        const cwd = step['working-directory'] ? path.join(workspace, step['working-directory']) : workspace;
        const { code } = await runProcess(argv, {
          cwd,
          env: processEnv,
          logFile,
          onLine: runner.onLine ? (line) => runner.onLine(line, { workflow, jobId, step: name }) : undefined,
        });
        if (code !== 0) {
          outcome = 'failure';
          writeFileSync(logFile, `##[error]Process completed with exit code ${code}.\n`, { flag: 'a' });
        }
        outputs = parseCommandFile(readFileSync(outputFile, 'utf8'));
        Object.assign(addedEnv, parseCommandFile(readFileSync(envFile, 'utf8')));
      }
    } catch (error) {
      outcome = 'failure';
      writeFileSync(logFile, `##[error]${error.stack ?? error}\n`, { flag: 'a' });
    }
    const conclusionOf = outcome === 'failure' && step['continue-on-error'] ? 'success' : outcome;
    if (step.id) context.steps[step.id] = { outputs, outcome, conclusion: conclusionOf };
    if (conclusionOf === 'failure') context.status.failed = true;
    const seconds = (Date.now() - stepStarted) / 1000;
    steps.push({ name, outcome, seconds, outputs });
    log(`[${label}] ${outcome === 'success' ? '✓' : '✗'} ${name} (${seconds.toFixed(1)} s)`);
  }
  context.job.status = context.status.failed ? 'failure' : 'success';
  for (const post of postSteps.reverse()) await post(context);
  // Give the installed tree back for the next job's `npm ci` (see bin/npm).
  stashNodeModules(runner, workspace);
  const result = context.status.failed ? 'failure' : 'success';
  const outputs = Object.fromEntries(
    Object.entries(job.outputs ?? {}).map(([key, value]) => [key, interpolate(String(value), context)]),
  );
  log(`[${label}] ${result} in ${((Date.now() - started) / 1000).toFixed(0)} s (log: ${logFile})`);
  return { result, outputs, steps, logFile, seconds: (Date.now() - started) / 1000 };
}

async function runAction(step, { context, runner, workspace, sha, ref, logFile, postSteps, log, label }) {
  const uses = step.uses;
  const inputs = Object.fromEntries(
    Object.entries(step.with ?? {}).map(([key, value]) => [key, interpolate(String(value), context)]),
  );
  const [action] = uses.split('@');
  const lines = (value) =>
    String(value ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  const note = (message) => writeFileSync(logFile, `${message}\n`, { flag: 'a' });

  if (action === 'actions/checkout') {
    const git = (args, cwd = workspace) => runProcess(['git', ...args], { cwd, env: process.env, logFile });
    let result = await git(['clone', '--quiet', '--no-checkout', runner.bare, '.']);
    if (result.code === 0)
      result = await git(['fetch', '--quiet', 'origin', '+refs/pull/*:refs/remotes/origin/pull/*']);
    if (result.code === 0) result = await git(['checkout', '--quiet', '--detach', sha]);
    return { ok: result.code === 0 };
  }
  if (action === 'actions/setup-node') {
    // The runner's Node: this machine's (Node 20; the workflow asks for 22). ~/.npm is this machine's npm cache.
    note(`setup-node: node ${process.version} (the workflow asks for ${inputs['node-version']})`);
    return { ok: true };
  }
  if (action === 'actions/cache' || action === 'actions/cache/restore' || action === 'actions/cache/save') {
    const paths = lines(inputs.path);
    const key = inputs.key;
    if (action !== 'actions/cache/save') {
      const found = runner.cache.find(key, lines(inputs['restore-keys']), ref);
      if (found) {
        runner.cache.restore(found.entry, workspace, paths);
        note(`Cache restored from key: ${found.entry.key} (${found.entry.ref})`);
        log(`[${label}]   cache ${found.exact ? 'hit' : 'restored'}: ${found.entry.key}`);
      } else note(`Cache not found for input keys: ${key}`);
      const outputs = {
        'cache-hit': found?.exact ? 'true' : 'false',
        'cache-primary-key': key,
        'cache-matched-key': found?.entry.key ?? '',
      };
      if (action === 'actions/cache') {
        postSteps.push(async (ctx) => {
          if (ctx.job.status !== 'success' || found?.exact) return;
          const saved = runner.cache.save(key, ref, workspace, paths);
          log(`[${label}]   cache ${saved ? 'saved' : 'not saved (exists)'}: ${key}`);
        });
      }
      return { ok: true, outputs };
    }
    const saved = runner.cache.save(key, ref, workspace, paths);
    note(
      saved
        ? `Cache saved with key: ${key}`
        : `Unable to reserve cache with key ${key}, another job may be creating this cache.`,
    );
    log(`[${label}]   cache ${saved ? 'saved' : 'not saved (exists)'}: ${key}`);
    return { ok: true, outputs: {} };
  }
  throw new Error(`The rehearsal does not model the action ${uses}`);
}

/** Moves the job's node_modules to the stash keyed by its package-lock.json (bin/npm takes it back on `npm ci`). */
function stashNodeModules(runner, workspace) {
  const modules = path.join(workspace, 'node_modules');
  const lock = path.join(workspace, 'package-lock.json');
  if (!existsSync(modules) || !existsSync(lock)) return;
  const target = path.join(runner.npmStash, lockHash(lock));
  if (existsSync(target)) return;
  mkdirSync(runner.npmStash, { recursive: true });
  renameSync(modules, target);
}

/** The stash's name for a package-lock.json: as bin/npm computes it (`sha256sum | cut -c1-16`). */
export function lockHash(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
}
