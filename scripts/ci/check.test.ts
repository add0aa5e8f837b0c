/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as commitStatus from '../../src/lib/publishing/commit-status';
import * as lane from '../../src/lib/publishing/lane';
import { runCheck } from './check.mjs';
import { Cancelled } from './lib/run.mjs';

const lib = { ...commitStatus, ...lane };
const recorded = path.resolve(__dirname, '../../tests/fixtures/github/pull-request-event.json');
const HEAD = '9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c';
const CONTENT_ERROR =
  '  content/blog/zero-downtime-mysql-upgrades/index.md: field "related[1]": post 99 does not exist';

/** GitHub's environment for a pull_request run, with a stand-in API and the secrets a same-repository PR gets. */
function githubEnv(extra: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-phase-'));
  const output = path.join(dir, 'output');
  writeFileSync(output, '');
  return {
    output,
    env: {
      PATH: process.env.PATH,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: recorded,
      GITHUB_REPOSITORY: 'starops/website',
      GITHUB_SHA: 'merge-sha',
      GITHUB_API_URL: 'http://127.0.0.1:9219',
      GITHUB_TOKEN: 'job-token',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '42',
      GITHUB_OUTPUT: output,
      CLOUDFLARE_API_TOKEN: 'cf-token',
      CLOUDFLARE_ACCOUNT_ID: 'cf-account',
      GATSBY_EMAILJS_PUBLIC_KEY: 'real-key',
      ...extra,
    } as Record<string, string>,
  };
}

/** The outside world, recorded: commands (with the environment each got), statuses posted, deploys. */
function world({
  lane: laneResult = { code: 0, output: 'ok' } as { code: number; output: string } | Error,
  diff = 'A\tcontent/blog/zero-downtime-mysql-upgrades/index.md\n',
  deployFails = false,
} = {}) {
  const commands: Array<{ command: string; env: Record<string, string | undefined> }> = [];
  const statuses: Array<{
    url: string;
    body: { context: string; state: string; description: string; target_url?: string };
  }> = [];
  const runCommand = async (command: string, options: { env?: Record<string, string | undefined> } = {}) => {
    commands.push({ command, env: options.env ?? {} });
    if (command.startsWith('git diff')) return { code: 0, output: diff };
    if (command === 'npm run build') return { code: 0, output: 'built' };
    if (laneResult instanceof Error) throw laneResult;
    return laneResult;
  };
  const fetchImpl = (async (url: string, init: RequestInit) => {
    statuses.push({ url, body: JSON.parse(init.body as string) });
    return new Response('{}', { status: 201 });
  }) as unknown as typeof fetch;
  const deploy = jest.fn(async ({ branch }: { branch: string }) => {
    if (deployFails) throw new Error('wrangler pages deploy failed (exit 1)');
    return {
      deploymentUrl: 'https://3f9c2a1b.starops-website.pages.dev',
      aliasUrl: `https://${branch}.starops-website.pages.dev`,
    };
  });
  const ensure = jest.fn(async () => null);
  const posted = () => statuses.map(({ body }) => `${body.context} ${body.state}`);
  return { commands, statuses, posted, deps: { lib, runCommand, fetchImpl, deploy, ensure } };
}

/** The phase with the recorded world (the script is JavaScript: its inferred parameter types are loose). */
const checkWith = (env: Record<string, string>, deps: object) =>
  runCheck({ env, ...deps } as unknown as Parameters<typeof runCheck>[0]);

const quiet = () => jest.spyOn(console, 'log').mockImplementation(() => {});
beforeEach(() => {
  quiet();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('check phase', () => {
  it('checks a content change on the content lane, then posts the preview at the address wrangler reported', async () => {
    const { env, output } = githubEnv();
    const outside = world();
    await expect(checkWith(env, outside.deps)).resolves.toMatchObject({ passed: true, lane: 'content' });
    expect(outside.posted()).toEqual([
      'starops/content-check pending',
      'starops/content-check success',
      'cloudflare-pages/deploy pending',
      'cloudflare-pages/deploy success',
    ]);
    expect(
      outside.statuses.every(({ url }) => url === `http://127.0.0.1:9219/repos/starops/website/statuses/${HEAD}`),
    ).toBe(true);
    expect(outside.statuses[3]!.body.target_url).toBe('https://pr-57.starops-website.pages.dev/');
    expect(outside.statuses[0]!.body.target_url).toBe('https://github.com/starops/website/actions/runs/42');
    expect(outside.deps.deploy).toHaveBeenCalledWith(expect.objectContaining({ branch: 'pr-57', commitHash: HEAD }));
    expect(readFileSync(output, 'utf8')).toMatch(
      /^lane=content\nroutes=\/,\/blog\/,\/blog\/zero-downtime-mysql-upgrades\/\npreview_url=https:\/\/pr-57\./,
    );
  });

  it('keeps the Cloudflare token and the real keys from the change’s own code; the preview build gets the keys and drafts', async () => {
    const { env } = githubEnv();
    const outside = world();
    await checkWith(env, outside.deps);
    const [, check, build] = outside.commands;
    expect(check!.command).toBe('npm run test:content');
    expect(check!.env).not.toHaveProperty('CLOUDFLARE_API_TOKEN');
    expect(check!.env).not.toHaveProperty('GITHUB_TOKEN');
    expect(check!.env).not.toHaveProperty('GATSBY_EMAILJS_PUBLIC_KEY');
    expect(check!.env.SMOKE_ROUTES).toBe('/,/blog/,/blog/zero-downtime-mysql-upgrades/');
    expect(build!.command).toBe('npm run build');
    expect(build!.env).toMatchObject({ SHOW_DRAFTS: '1', DEPLOY: 'true', GATSBY_EMAILJS_PUBLIC_KEY: 'real-key' });
    expect(build!.env).not.toHaveProperty('CLOUDFLARE_API_TOKEN');
  });

  it('fails the check with the first content error, naming file and field, and deploys no preview', async () => {
    const { env } = githubEnv();
    const outside = world({ lane: { code: 1, output: `Content errors:\n${CONTENT_ERROR}\n` } });
    await expect(checkWith(env, outside.deps)).resolves.toMatchObject({ passed: false });
    expect(outside.posted()).toEqual(['starops/content-check pending', 'starops/content-check failure']);
    expect(outside.statuses[1]!.body.description).toBe(
      'content/blog/zero-downtime-mysql-upgrades/index.md, field "related[1]": post 99 does not exist',
    );
  });

  it('runs the whole suite when code changed', async () => {
    const { env } = githubEnv();
    const outside = world({ diff: 'M\tsrc/pages/index.tsx\n' });
    await checkWith(env, outside.deps);
    expect(outside.commands[1]!.command).toBe('npm test');
  });

  it('posts failure, never leaves pending, when the check cannot even run (no log file needed)', async () => {
    const { env } = githubEnv();
    const outside = world({ lane: new Error('spawn bash ENOENT') });
    await expect(checkWith(env, outside.deps)).resolves.toMatchObject({ passed: false });
    expect(outside.posted()).toEqual(['starops/content-check pending', 'starops/content-check failure']);
    expect(outside.statuses[1]!.body.description).toMatch(/not about one content file/);
  });

  it('posts nothing more when the run is cancelled (a newer push replaces it)', async () => {
    const { env } = githubEnv();
    const outside = world({ lane: new Cancelled('cancelled') });
    await expect(checkWith(env, outside.deps)).rejects.toBeInstanceOf(Cancelled);
    expect(outside.posted()).toEqual(['starops/content-check pending']);
  });

  it('turns the preview status to failure when the deploy fails, so it never sticks at pending', async () => {
    const { env } = githubEnv();
    const outside = world({ deployFails: true });
    await expect(checkWith(env, outside.deps)).rejects.toThrow(/wrangler pages deploy failed/);
    expect(outside.posted().slice(-2)).toEqual(['cloudflare-pages/deploy pending', 'cloudflare-pages/deploy failure']);
  });

  it('checks without a preview when the run has no Cloudflare token', async () => {
    const { env } = githubEnv({ CLOUDFLARE_API_TOKEN: '' });
    const outside = world();
    await expect(checkWith(env, outside.deps)).resolves.toMatchObject({ passed: true, previewUrl: undefined });
    expect(outside.posted()).toEqual(['starops/content-check pending', 'starops/content-check success']);
  });

  it('posts nothing for a fork’s pull request (its token is read-only), and deploys nothing', async () => {
    const event = JSON.parse(readFileSync(recorded, 'utf8'));
    event.pull_request.head.repo.full_name = 'someone/website';
    const forkEvent = path.join(mkdtempSync(path.join(tmpdir(), 'fork-')), 'event.json');
    writeFileSync(forkEvent, JSON.stringify(event));
    const { env } = githubEnv({ GITHUB_EVENT_PATH: forkEvent });
    const outside = world();
    await expect(checkWith(env, outside.deps)).resolves.toMatchObject({ passed: true });
    expect(outside.statuses).toEqual([]);
    expect(outside.deps.deploy).not.toHaveBeenCalled();
  });

  it('refuses to run for another event', async () => {
    const { env } = githubEnv({ GITHUB_EVENT_NAME: 'push' });
    await expect(checkWith(env, world().deps)).rejects.toThrow(/pull_request events, not "push"/);
  });
});
