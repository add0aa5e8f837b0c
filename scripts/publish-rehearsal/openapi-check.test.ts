/**
 * @jest-environment node
 */
import { checkAnswer, fill } from './openapi-check.mjs';

/** The stand-in's answers are held to GitHub's published description, so it cannot drift into our assumptions. */
describe("GitHub's OpenAPI description as the stand-in's referee", () => {
  const status = (own: object) =>
    fill('status', {
      url: 'https://api.github.com/repos/o/r/statuses/abc',
      id: 1,
      node_id: 'SC_1',
      state: 'success',
      description: 'All checks passed',
      target_url: 'https://pr-1.example.pages.dev/',
      context: 'starops/content-check',
      created_at: '2026-11-28T10:00:00Z',
      updated_at: '2026-11-28T10:00:00Z',
      ...own,
    });
  const post = { method: 'POST', template: '/repos/{owner}/{repo}/statuses/{sha}', status: 201 };

  test('an answer shaped as GitHub documents passes', () => {
    expect(checkAnswer({ ...post, body: status({}) })).toEqual([]);
  });

  test('what the check caught in the stand-in: a bot login unencoded in a URL, a label description of null', () => {
    const bot = { login: 'github-actions[bot]', url: 'https://api.github.com/users/github-actions[bot]' };
    expect(checkAnswer({ ...post, body: status({ creator: fill('simple-user', bot) }) }).join('\n')).toMatch(
      /\/creator\/url must match format "uri"/,
    );
    const pull = fill('pull-request-simple', {
      labels: [fill('label', { name: 'decap-cms/draft', description: null })],
    });
    expect(
      checkAnswer({ method: 'GET', template: '/repos/{owner}/{repo}/pulls', status: 200, body: [pull] }).join('\n'),
    ).toMatch(/\/0\/labels\/0\/description must be string/);
  });

  test('a status GitHub does not document for the operation, and an operation it does not have', () => {
    expect(checkAnswer({ ...post, status: 200, body: status({}) })[0]).toMatch(/does not document this status/);
    expect(checkAnswer({ method: 'GET', template: '/repos/{owner}/{repo}/nothing', status: 200, body: {} })[0]).toMatch(
      /no such operation/,
    );
  });
});
