/** @jest-environment node */
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensurePagesProject, pagesDeploy, parseDeployOutput, wranglerCommand } from './pages.mjs';

// What wrangler 3.114 prints at the end of `pages deploy` (wrangler-dist/cli.js, "Deployment complete!").
const WRANGLER_OUTPUT = [
  '✨ Success! Uploaded 12 files (431 already uploaded) (1.92 sec)',
  '✨ Compiled Worker successfully',
  '✨ Uploading Functions bundle',
  '🌎 Deploying...',
  '✨ Deployment complete! Take a peek over at https://3f9c2a1b.starops-website-7x2.pages.dev',
  '✨ Deployment alias URL: https://pr-57.starops-website-7x2.pages.dev',
].join('\n');

/** A stand-in for wrangler: prints `output` and exits with `code`; records its arguments. */
function standIn(output: string, code = 0) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pages-stand-in-'));
  const script = path.join(dir, 'wrangler');
  writeFileSync(
    script,
    `#!/usr/bin/env bash\necho "$@" > ${JSON.stringify(path.join(dir, 'args'))}\ncat <<'OUT'\n${output}\nOUT\nexit ${code}\n`,
  );
  chmodSync(script, 0o755);
  return { command: script, args: path.join(dir, 'args') };
}

describe('parseDeployOutput', () => {
  it('reads the deployment and alias addresses wrangler reports, not the project name', () => {
    expect(parseDeployOutput(WRANGLER_OUTPUT)).toEqual({
      deploymentUrl: 'https://3f9c2a1b.starops-website-7x2.pages.dev',
      aliasUrl: 'https://pr-57.starops-website-7x2.pages.dev',
    });
  });
  it('finds nothing in a deploy that never completed', () => {
    expect(parseDeployOutput('🌎 Deploying...\n✘ [ERROR] A request to the Cloudflare API failed.')).toEqual({
      deploymentUrl: undefined,
      aliasUrl: undefined,
    });
  });
});

describe('pagesDeploy', () => {
  it('runs the stand-in PAGES_DEPLOY_COMMAND names, with the branch and commit, and returns what it printed', async () => {
    const { command, args } = standIn(WRANGLER_OUTPUT);
    const env = { ...process.env, PAGES_DEPLOY_COMMAND: command };
    expect(wranglerCommand(env)).toBe(command);
    const urls = await pagesDeploy({ branch: 'pr-57', commitHash: 'abc123', env });
    expect(urls.aliasUrl).toBe('https://pr-57.starops-website-7x2.pages.dev');
    expect(readFileSync(args, 'utf8').trim()).toBe(
      'pages deploy --branch pr-57 --commit-hash abc123 --commit-dirty=true',
    );
  });
  it('fails when the upload fails (its output is read in-process, never through a pipe that hides the exit)', async () => {
    const { command } = standIn('✘ [ERROR] Authentication error [code: 10000]', 1);
    await expect(
      pagesDeploy({ branch: 'main', commitHash: 'abc', env: { ...process.env, PAGES_DEPLOY_COMMAND: command } }),
    ).rejects.toThrow(/wrangler pages deploy failed \(exit 1\)/);
  });
  it('fails when wrangler exits 0 without reporting an address', async () => {
    const { command } = standIn('🌎 Deploying...');
    await expect(
      pagesDeploy({ branch: 'main', commitHash: 'abc', env: { ...process.env, PAGES_DEPLOY_COMMAND: command } }),
    ).rejects.toThrow(/reported no address/);
  });
});

describe('ensurePagesProject', () => {
  const env = { CLOUDFLARE_API_TOKEN: 't', CLOUDFLARE_ACCOUNT_ID: 'acc', CF_PAGES_PROJECT: 'starops-website' };
  const answer = (status: number, body: object) =>
    (async () => Response.json(body, { status })) as unknown as typeof fetch;

  it('returns the subdomain and warns when Cloudflare suffixed the name', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const fetchImpl = answer(200, { result: { subdomain: 'starops-website-7x2.pages.dev' } });
    await expect(ensurePagesProject({ env, fetchImpl })).resolves.toBe('starops-website-7x2.pages.dev');
    expect(log.mock.calls.flat().join('')).toMatch(/::warning title=Pages address::.*starops-website-7x2\.pages\.dev/);
    log.mockRestore();
  });
  it('creates a missing project', async () => {
    const create = jest.fn();
    jest.spyOn(console, 'log').mockImplementation(() => {});
    await ensurePagesProject({ env, fetchImpl: answer(404, { errors: [{ code: 8000007 }] }), create });
    expect(create).toHaveBeenCalledWith('starops-website', env);
    jest.restoreAllMocks();
  });
  it('names the token permission when the lookup is refused', async () => {
    const fetchImpl = answer(403, { errors: [{ code: 10000, message: 'Authentication error' }] });
    await expect(ensurePagesProject({ env, fetchImpl })).rejects.toThrow(/Cloudflare Pages · Edit/);
  });
  it('leaves Cloudflare alone under a PAGES_DEPLOY_COMMAND stand-in', async () => {
    const fetchImpl = jest.fn() as unknown as typeof fetch;
    await expect(ensurePagesProject({ env: { ...env, PAGES_DEPLOY_COMMAND: 'x' }, fetchImpl })).resolves.toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
