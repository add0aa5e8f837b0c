#!/usr/bin/env node
// Phase "forget-cache" (check.yml, when a pull request closes or merges): deletes the build caches that pull request
// saved, so finished pull requests do not crowd main's deploy cache out of the repository's 10 GB (GitHub evicts the
// least recently used entries). Main's own caches are never touched: only entries on the pull request's ref.
//
// Environment: GITHUB_EVENT_NAME (pull_request), GITHUB_EVENT_PATH, GITHUB_REPOSITORY, GITHUB_API_URL,
// GITHUB_TOKEN (actions: write). Usage: node scripts/ci/forget-cache.mjs
import { githubContext } from './lib/context.mjs';

/** Deletes every cache saved on `refs/pull/<number>/merge`; resolves the deleted keys. */
export async function forgetPullRequestCaches({ env, fetchImpl = fetch }) {
  const ctx = githubContext(env);
  if (ctx.eventName !== 'pull_request')
    throw new Error(`forget-cache.mjs runs for pull_request events, not "${ctx.eventName}"`);
  const ref = `refs/pull/${ctx.event.number ?? ctx.event.pull_request.number}/merge`;
  const headers = {
    Accept: 'application/vnd.github+json',
    Authorization: `Bearer ${ctx.token}`,
    'X-GitHub-Api-Version': '2022-11-28',
  };
  const list = await fetchImpl(
    `${ctx.apiUrl}/repos/${ctx.repository}/actions/caches?ref=${encodeURIComponent(ref)}&per_page=100`,
    { headers },
  );
  if (!list.ok) throw new Error(`Could not list the caches of ${ref}: ${list.status} ${await list.text()}`);
  const { actions_caches: caches = [] } = await list.json();
  const deleted = [];
  for (const cache of caches.filter((entry) => entry.ref === ref)) {
    const response = await fetchImpl(`${ctx.apiUrl}/repos/${ctx.repository}/actions/caches/${cache.id}`, {
      method: 'DELETE',
      headers,
    });
    if (!response.ok && response.status !== 404) {
      throw new Error(`Could not delete cache ${cache.key}: ${response.status} ${await response.text()}`);
    }
    deleted.push(cache.key);
  }
  return deleted;
}

async function main() {
  try {
    const deleted = await forgetPullRequestCaches({ env: process.env });
    console.log(deleted.length ? `Deleted: ${deleted.join(', ')}` : 'This pull request saved no cache.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

if (process.argv[1]?.endsWith('forget-cache.mjs')) main();
