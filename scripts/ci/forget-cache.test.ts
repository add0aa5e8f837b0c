/** @jest-environment node */
import path from 'node:path';
import { forgetPullRequestCaches } from './forget-cache.mjs';

const env = {
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_EVENT_PATH: path.resolve(__dirname, '../../tests/fixtures/github/pull-request-event.json'),
  GITHUB_REPOSITORY: 'starops/website',
  GITHUB_API_URL: 'http://127.0.0.1:9219',
  GITHUB_TOKEN: 'job-token',
};

describe('forget-cache phase', () => {
  it("deletes the caches saved on the pull request's ref, and none of main's", async () => {
    const calls: string[] = [];
    const fetchImpl = (async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (url.includes('/actions/caches?')) {
        return Response.json({
          actions_caches: [
            { id: 7, key: 'gatsby-check-Linux-abc-pr57', ref: 'refs/pull/57/merge' },
            { id: 3, key: 'gatsby-deploy-Linux-abc-sha-2026-12-05', ref: 'refs/heads/main' },
          ],
        });
      }
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
    await expect(forgetPullRequestCaches({ env, fetchImpl })).resolves.toEqual(['gatsby-check-Linux-abc-pr57']);
    expect(calls).toEqual([
      'GET http://127.0.0.1:9219/repos/starops/website/actions/caches?ref=refs%2Fpull%2F57%2Fmerge&per_page=100',
      'DELETE http://127.0.0.1:9219/repos/starops/website/actions/caches/7',
    ]);
  });
});
