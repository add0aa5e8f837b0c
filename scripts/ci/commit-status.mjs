#!/usr/bin/env node
// Posts a commit status on the pull request's head commit, for Decap's editorial workflow
// (payloads: src/lib/publishing/commit-status.ts). Usage:
//   node scripts/ci/commit-status.mjs deploy pending|success|failure|error [--url <preview url>] [--log-url <run url>]
//   node scripts/ci/commit-status.mjs check  pending|success|failure|error [--log <build output file>] [--log-url <run url>]
//   --print writes the payload to stdout instead of posting it.
// Environment: GITHUB_EVENT_PATH (the pull_request event), GITHUB_TOKEN (statuses: write), optional GITHUB_API_URL,
// CF_PAGES_PROJECT (deploy success without --url: the preview is https://pr-<number>.<project>.pages.dev/).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { importTs } from './load-ts.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    log: { type: 'string' },
    'log-url': { type: 'string' },
    print: { type: 'boolean', default: false },
  },
});
const [kind, state] = positionals;
const states = ['pending', 'success', 'failure', 'error'];
if (!['deploy', 'check'].includes(kind) || !states.includes(state)) {
  console.error(
    'Usage: commit-status.mjs deploy|check pending|success|failure|error [--url …] [--log …] [--log-url …]',
  );
  process.exit(2);
}
const eventPath = process.env.GITHUB_EVENT_PATH;
if (!eventPath) throw new Error('GITHUB_EVENT_PATH must name the pull_request event file');
const event = JSON.parse(readFileSync(eventPath, 'utf8'));

const lib = await importTs('src/lib/publishing/commit-status.ts');
const logUrl = values['log-url'];
const status =
  kind === 'deploy'
    ? lib.deployStatus(event, {
        state,
        logUrl,
        url:
          values.url ??
          (process.env.CF_PAGES_PROJECT ? lib.previewUrl(event.number, process.env.CF_PAGES_PROJECT) : undefined),
      })
    : lib.checkStatus(event, { state, logUrl, log: values.log ? readFileSync(values.log, 'utf8') : '' });

if (values.print) {
  process.stdout.write(`${JSON.stringify(status, null, 2)}\n`);
} else {
  if (!process.env.GITHUB_TOKEN) throw new Error('GITHUB_TOKEN is needed to post a status');
  await lib.postStatus(status, { token: process.env.GITHUB_TOKEN, apiUrl: process.env.GITHUB_API_URL, fetch });
  console.log(`${status.body.context}: ${state} — ${status.body.description}`);
}
