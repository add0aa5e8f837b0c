// Cloudflare Pages, the one place the phases publish through: `wrangler pages deploy`, with the address read from
// what wrangler prints (never guessed from the project name: an account's *.pages.dev subdomain can differ).
//
// Environment: CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID (wrangler reads both); CF_PAGES_PROJECT (default: `name`
// in wrangler.toml); PAGES_DEPLOY_COMMAND replaces `wrangler` (default: this checkout's node_modules/.bin/wrangler):
// it is called as `<command> pages deploy --branch <branch> --commit-hash <sha> --commit-dirty=true` from the
// repository root and must print wrangler's lines ("Take a peek over at <url>", "Deployment alias URL: <url>").
// CLOUDFLARE_API_URL (default https://api.cloudflare.com/client/v4) is where the project lookup goes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { warn } from './context.mjs';
import { run, shellQuote } from './run.mjs';

/** The checkout: GitHub's GITHUB_WORKSPACE, or the directory the phase was started from (the repository root). */
export const root = path.resolve(process.env.GITHUB_WORKSPACE || process.cwd());

/** The project named in wrangler.toml, or CF_PAGES_PROJECT. */
export function pagesProject(env = process.env) {
  if (env.CF_PAGES_PROJECT) return env.CF_PAGES_PROJECT;
  const name = /^name = "([^"]+)"/m.exec(readFileSync(path.join(root, 'wrangler.toml'), 'utf8'))?.[1];
  if (!name) throw new Error('wrangler.toml names no project (name = "…").');
  return name;
}

/**
 * The addresses in `wrangler pages deploy` output (wrangler 3: "✨ Deployment complete! Take a peek over at
 * https://<hash>.<project>.pages.dev" and, for a branch, "✨ Deployment alias URL: https://<branch>.<project>.pages.dev").
 * Example: that output → `{ deploymentUrl: 'https://<hash>…', aliasUrl: 'https://<branch>…' }`.
 */
export function parseDeployOutput(output) {
  // Colour codes, when wrangler thinks it writes to a terminal.
  const plain = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  const deploymentUrl = /Take a peek over at\s+(https?:\/\/\S+)/.exec(plain)?.[1]?.replace(/\/+$/, '');
  const aliasUrl = /Deployment alias URL:\s+(https?:\/\/\S+)/.exec(plain)?.[1]?.replace(/\/+$/, '');
  return { deploymentUrl, aliasUrl };
}

/** The command that stands for `wrangler`. */
export function wranglerCommand(env = process.env) {
  return env.PAGES_DEPLOY_COMMAND?.trim() || shellQuote(path.join(root, 'node_modules/.bin/wrangler'));
}

/**
 * Deploys public/ to the Pages branch `branch` (main is production) and returns the addresses wrangler reported.
 * Throws when wrangler fails or reports no address, so a failed upload fails the run.
 */
export async function pagesDeploy({ branch, commitHash, env = process.env, runCommand = run }) {
  const command = `${wranglerCommand(env)} pages deploy --branch ${shellQuote(branch)} --commit-hash ${shellQuote(
    commitHash,
  )} --commit-dirty=true`;
  const { code, output } = await runCommand(command, { env, cwd: root });
  if (code !== 0) throw Object.assign(new Error(`wrangler pages deploy failed (exit ${code})`), { output });
  const urls = parseDeployOutput(output);
  if (!urls.deploymentUrl && !urls.aliasUrl) {
    throw Object.assign(new Error('wrangler pages deploy reported no address ("Take a peek over at …")'), { output });
  }
  return { ...urls, output };
}

/**
 * Creates the project if the account lacks it (a first deploy otherwise fails with "Project not found"), and
 * returns its *.pages.dev subdomain. Skipped under PAGES_DEPLOY_COMMAND, which stands in for Cloudflare entirely.
 */
export async function ensurePagesProject({ env = process.env, fetchImpl = fetch, create = createProject } = {}) {
  if (env.PAGES_DEPLOY_COMMAND) return null;
  const project = pagesProject(env);
  const api = (env.CLOUDFLARE_API_URL || 'https://api.cloudflare.com/client/v4').replace(/\/+$/, '');
  const response = await fetchImpl(`${api}/accounts/${env.CLOUDFLARE_ACCOUNT_ID}/pages/projects/${project}`, {
    headers: { Authorization: `Bearer ${env.CLOUDFLARE_API_TOKEN}` },
  });
  const answer = await response.json().catch(() => ({}));
  const codes = (answer.errors ?? []).map((error) => error.code);
  if (response.ok) {
    const subdomain = answer.result?.subdomain ?? null;
    // Cloudflare suffixes a taken name (starops-website-7x2.pages.dev); the editors' login lists previews by name.
    if (subdomain && subdomain !== `${project}.pages.dev`) {
      warn(
        'Pages address',
        `The project's address is ${subdomain}, not ${project}.pages.dev: the editors' login must list it (docs/operations.md 1.3).`,
      );
    }
    return subdomain;
  }
  // 8000007: "Project not found", what `wrangler pages deploy` would fail with.
  if (response.status === 404 || codes.includes(8000007)) {
    console.log(`Pages project "${project}" not found; creating it with production branch main.`);
    create(project, env);
    return null;
  }
  throw new Error(
    `Could not look up the Pages project "${project}" (HTTP ${response.status}: ` +
      `${(answer.errors ?? []).map((error) => error.message).join('; ')}). Check that CLOUDFLARE_API_TOKEN has ` +
      '"Account · Cloudflare Pages · Edit" and CLOUDFLARE_ACCOUNT_ID is the account id (docs/operations.md).',
  );
}

function createProject(project, env) {
  execFileSync(
    path.join(root, 'node_modules/.bin/wrangler'),
    ['pages', 'project', 'create', project, '--production-branch', 'main'],
    { stdio: 'inherit', env, cwd: root },
  );
}
