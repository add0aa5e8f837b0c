/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runDeploy } from './deploy.mjs';
import { DEPLOY_SETTINGS } from './preflight.mjs';

function githubEnv(extra: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-phase-'));
  const output = path.join(dir, 'output');
  writeFileSync(output, '');
  const settings = Object.fromEntries(DEPLOY_SETTINGS.map(({ name }) => [name, `${name.toLowerCase()}-value`]));
  return {
    output,
    env: { GITHUB_EVENT_NAME: 'push', GITHUB_SHA: 'c0ffee', GITHUB_OUTPUT: output, ...settings, ...extra },
  };
}

function world({ fail = '', smokeProblems = [] as string[], deployFails = false } = {}) {
  const commands: Array<{ command: string; env: Record<string, string | undefined> }> = [];
  const runCommand = async (command: string, options: { env?: Record<string, string | undefined> } = {}) => {
    commands.push({ command, env: options.env ?? {} });
    return { code: fail && command.includes(fail) ? 1 : 0, output: '' };
  };
  const deploy = jest.fn(async () => {
    if (deployFails) throw new Error('wrangler pages deploy failed (exit 1)');
    return { deploymentUrl: 'https://5e6f7a8b.starops-website.pages.dev', aliasUrl: undefined };
  });
  const smoke = jest.fn(async () => ({ problems: smokeProblems, post: '/blog/a/' }));
  const ensure = jest.fn(async () => 'starops-website.pages.dev');
  return { commands, deploy, smoke, deps: { runCommand, deploy, smoke, ensure } };
}

/** The phase with the recorded world (the script is JavaScript: its inferred parameter types are loose). */
const deployWith = (env: Record<string, string>, deps: object) =>
  runDeploy({ env, ...deps } as unknown as Parameters<typeof runDeploy>[0]);

let log: jest.SpyInstance;
beforeEach(() => {
  log = jest.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('deploy phase', () => {
  it('builds with the real keys, checks headers, warns, deploys main and smoke-checks the address wrangler reported', async () => {
    const { env, output } = githubEnv({ GATSBY_ANALYTICS_DOMAIN: 'staropstechnologies.com', SHOW_DRAFTS: '1' });
    const outside = world();
    await expect(deployWith(env, outside.deps)).resolves.toBe('https://5e6f7a8b.starops-website.pages.dev');
    expect(outside.commands.map(({ command }) => command)).toEqual([
      'npm run build',
      'node scripts/quality/check-headers.mjs',
      'npm run audit:prod',
      'npm run launch-check --if-present',
    ]);
    // A production build: never drafts, even if the environment says so; the analytics settings reach it.
    expect(outside.commands[0]!.env).toMatchObject({
      DEPLOY: 'true',
      SHOW_DRAFTS: '',
      GATSBY_ANALYTICS_DOMAIN: 'staropstechnologies.com',
    });
    expect(outside.deploy).toHaveBeenCalledWith(expect.objectContaining({ branch: 'main', commitHash: 'c0ffee' }));
    expect(outside.smoke).toHaveBeenCalledWith('https://5e6f7a8b.starops-website.pages.dev', expect.anything());
    expect(readFileSync(output, 'utf8')).toBe('url=https://5e6f7a8b.starops-website.pages.dev\n');
  });

  it('fails the run when the upload fails', async () => {
    const outside = world({ deployFails: true });
    await expect(deployWith(githubEnv().env, outside.deps)).rejects.toThrow(/wrangler pages deploy failed/);
    expect(outside.smoke).not.toHaveBeenCalled();
  });

  it('fails the run when the deployed site fails its smoke check', async () => {
    const outside = world({ smokeProblems: ['/: header strict-transport-security missing or wrong'] });
    await expect(deployWith(githubEnv().env, outside.deps)).rejects.toThrow(/Smoke check of .* failed/);
  });

  it('fails before deploying when the build fails', async () => {
    const outside = world({ fail: 'npm run build' });
    await expect(deployWith(githubEnv().env, outside.deps)).rejects.toThrow(/Build with the real keys failed/);
    expect(outside.deploy).not.toHaveBeenCalled();
  });

  it('only warns when the audit or the launch check finds something, before the site goes live', async () => {
    const outside = world({ fail: 'audit:prod' });
    await expect(deployWith(githubEnv().env, outside.deps)).resolves.toMatch(/pages\.dev/);
    expect(log.mock.calls.flat().join('\n')).toMatch(/::warning title=Production audit::/);
  });

  it('names every missing setting before building', async () => {
    const outside = world();
    const { env } = githubEnv({ CLOUDFLARE_API_TOKEN: '' });
    await expect(deployWith(env, outside.deps)).rejects.toThrow(/CLOUDFLARE_API_TOKEN \(repository secret\)/);
    expect(outside.commands).toEqual([]);
  });
});
