#!/usr/bin/env node
// `wrangler pages deploy` for the publish rehearsal (PAGES_DEPLOY_COMMAND="node …/pages-deploy.mjs"): called the way
// scripts/ci/lib/pages.mjs calls wrangler (`pages deploy --branch <b> --commit-hash <sha> --commit-dirty=true`, from
// the repository root), it hands the build (wrangler.toml's pages_build_output_dir), functions/, content/ (which the
// functions import) and wrangler.toml to the Cloudflare stand-in (CLOUDFLARE_STAND_IN_URL) and prints what wrangler
// 3 prints, with the address where the stand-in serves that branch. A refused deployment prints wrangler's error
// form and exits 1, as wrangler does.
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    branch: { type: 'string' },
    'commit-hash': { type: 'string' },
    'commit-dirty': { type: 'string' },
    'project-name': { type: 'string' },
  },
});
if (positionals[0] !== 'pages' || positionals[1] !== 'deploy') {
  console.error(`✘ [ERROR] The rehearsal's wrangler only deploys (got: ${positionals.join(' ')})`);
  process.exit(1);
}
const toml = readFileSync('wrangler.toml', 'utf8');
const project = values['project-name'] ?? /^name = "([^"]+)"/m.exec(toml)?.[1];
const output = positionals[2] ?? /^pages_build_output_dir = "([^"]+)"/m.exec(toml)?.[1];
if (!output || !existsSync(path.join(output, 'index.html'))) {
  console.error(`✘ [ERROR] No build to deploy in "${output}"`);
  process.exit(1);
}
const started = Date.now();
const upload = mkdtempSync(path.join(tmpdir(), 'pages-upload-'));
for (const item of [output, 'functions', 'content', 'wrangler.toml', 'tsconfig.json']) {
  if (existsSync(item)) cpSync(item, path.join(upload, item === output ? 'public' : item), { recursive: true });
}
const response = await fetch(`${process.env.CLOUDFLARE_STAND_IN_URL}/deploy`, {
  method: 'POST',
  body: JSON.stringify({ branch: values.branch ?? 'main', commit: values['commit-hash'], upload }),
});
const answer = await response.json();
if (!response.ok) {
  console.error(
    `\n✘ [ERROR] A request to the Cloudflare API (/accounts/rehearsal/pages/projects/${project}/deployments) failed.\n\n  ${answer.error}\n`,
  );
  process.exit(1);
}
const seconds = ((Date.now() - started) / 1000).toFixed(2);
console.log(`✨ Success! Uploaded files (rehearsal) (${seconds} sec)\n`);
console.log('✨ Compiled Worker successfully');
console.log('✨ Uploading Worker bundle');
console.log('✨ Uploading _routes.json');
console.log('🌎 Deploying...');
// Wrangler prints the deployment's own address, and for a branch the alias; here both are where the branch is served.
console.log(
  `✨ Deployment complete! Take a peek over at ${answer.url}` +
    (values.branch && values.branch !== 'main' ? `\n✨ Deployment alias URL: ${answer.url}` : ''),
);
