// Creates the Cloudflare Pages project named in wrangler.toml if the account does not have it yet, so the
// first deploy does not fail with "Project not found". Safe to run before every deploy: an existing project
// is left as it is. Needs CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID. Usage: node scripts/ci/pages-project.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const project = /^name = "([^"]+)"/m.exec(readFileSync('wrangler.toml', 'utf8'))?.[1];
if (!project) {
  console.error('wrangler.toml names no project (name = "…").');
  process.exit(1);
}
const { CLOUDFLARE_API_TOKEN: token, CLOUDFLARE_ACCOUNT_ID: account } = process.env;
const api = `https://api.cloudflare.com/client/v4/accounts/${account}/pages/projects/${project}`;
const response = await fetch(api, { headers: { Authorization: `Bearer ${token}` } });
const answer = await response.json().catch(() => ({}));
const codes = (answer.errors ?? []).map((error) => error.code);
if (response.ok) {
  console.log(`Pages project "${project}" exists (production branch ${answer.result?.production_branch}).`);
} else if (response.status === 404 || codes.includes(8000007)) {
  // 8000007: "Project not found", what `wrangler pages deploy` would fail with.
  console.log(`Pages project "${project}" not found; creating it with production branch main.`);
  execFileSync('npx', ['wrangler', 'pages', 'project', 'create', project, '--production-branch', 'main'], {
    stdio: 'inherit',
  });
} else {
  console.error(
    `Could not look up the Pages project "${project}" (HTTP ${response.status}: ` +
      `${(answer.errors ?? []).map((error) => error.message).join('; ')}). Check that CLOUDFLARE_API_TOKEN has ` +
      '"Account · Cloudflare Pages · Edit" and CLOUDFLARE_ACCOUNT_ID is the account id (docs/operations.md).',
  );
  process.exit(1);
}
