#!/usr/bin/env node
// Phase "deploy" of the deploy workflow (deploy.yml), after `npm ci`, the cache restore and phase "due": publishes
// main to Cloudflare Pages. The pull request's check already tested this commit (branch protection requires it), so
// this builds with the real keys, checks the headers the host will send, warns (without failing) on the production
// audit and the launch check, deploys, and smoke-checks the address wrangler reported. Every failure of the build,
// the headers, the upload or the smoke check fails the run.
//
// Environment: GITHUB_SHA, GITHUB_EVENT_NAME, GITHUB_STEP_SUMMARY, GITHUB_OUTPUT; CLOUDFLARE_API_TOKEN,
// CLOUDFLARE_ACCOUNT_ID, CF_PAGES_PROJECT, PAGES_DEPLOY_COMMAND, CLOUDFLARE_API_URL (lib/pages.mjs);
// GATSBY_EMAILJS_*, GATSBY_RECAPTCHA_SITE_KEY (required: preflight.mjs), GATSBY_ANALYTICS_* (optional).
// Outputs: url (the deployment's address). Usage: node scripts/ci/deploy.mjs
import { addSummary, githubContext, setOutput, warn } from './lib/context.mjs';
import { ensurePagesProject, pagesDeploy, root } from './lib/pages.mjs';
import { run, stopOnCancel } from './lib/run.mjs';
import { missingSettings } from './preflight.mjs';
import { smokeCheck } from './smoke.mjs';

/** Steps that report without failing: the site is worth publishing even when they find something. */
export const WARNING_STEPS = [
  { title: 'Production audit', command: 'npm run audit:prod' },
  { title: 'Launch check', command: 'npm run launch-check --if-present' },
];

/** The deploy; resolves the deployment's address, throws with the reason when any required step fails. */
export async function runDeploy({
  env,
  runCommand = run,
  deploy = pagesDeploy,
  ensure = ensurePagesProject,
  smoke = smokeCheck,
  fetchImpl = fetch,
}) {
  const ctx = githubContext(env);
  const missing = missingSettings(env);
  if (missing.length > 0) {
    console.log(`::error title=Deploy settings missing::${missing.length} setting(s) missing; see docs/operations.md`);
    throw new Error(
      `The deploy cannot run. Add in GitHub → Settings → Secrets and variables → Actions:\n  ${missing.join('\n  ')}`,
    );
  }
  const step = async (title, command, extraEnv = {}) => {
    console.log(`::group::${title}`);
    const { code } = await runCommand(command, { env: { ...env, ...extraEnv }, cwd: root });
    console.log('::endgroup::');
    if (code !== 0) throw new Error(`${title} failed (exit ${code}): ${command}`);
  };
  await step('Build with the real keys', 'npm run build', { DEPLOY: 'true', DECAP_BRANCH: 'main', SHOW_DRAFTS: '' });
  await step('Check the headers Cloudflare will send', 'node scripts/quality/check-headers.mjs');
  for (const { title, command } of WARNING_STEPS) {
    const { code } = await runCommand(command, { env, cwd: root });
    if (code !== 0)
      warn(title, `${command} found something (exit ${code}); the site is published anyway. See the log.`);
  }
  await ensure({ env, fetchImpl });
  const urls = await deploy({ branch: 'main', commitHash: ctx.sha, env, runCommand });
  const url = urls.deploymentUrl ?? urls.aliasUrl;
  setOutput(env, 'url', url);
  const { problems, post } = await smoke(url, { fetchImpl });
  if (problems.length > 0) {
    for (const problem of problems) console.log(`::error title=Smoke check::${problem}`);
    throw new Error(`Smoke check of ${url} failed:\n  ${problems.join('\n  ')}`);
  }
  console.log(`Smoke check of ${url} passed: home, ${post}, the editor's config and login, security headers.`);
  addSummary(env, `### Deployed\n\n${url}`);
  return url;
}

async function main() {
  stopOnCancel();
  try {
    await runDeploy({ env: process.env });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

if (process.argv[1]?.endsWith('deploy.mjs')) main();
