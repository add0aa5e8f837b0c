/**
 * @jest-environment node
 */
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { condition, evaluate, interpolate } from './expressions.mjs';
import { actionsCacheStore, parseCommandFile, shellCommand } from './runner.mjs';

const context = (overrides: Record<string, unknown> = {}) => ({
  github: { event_name: 'pull_request', event: { action: 'opened', pull_request: { number: 7 } } },
  steps: { due: { outputs: { due: 'true' }, outcome: 'success' }, cache: { outputs: { 'cache-hit': 'false' } } },
  env: { CLOUDFLARE_API_TOKEN: '' },
  secrets: {},
  vars: {},
  runner: { os: 'Linux' },
  status: { failed: false, cancelled: false },
  workspace: tmpdir(),
  ...overrides,
});

describe('workflow expressions, as GitHub evaluates them', () => {
  test('contexts, comparisons and logic', () => {
    expect(evaluate("github.event.action != 'closed'", context())).toBe(true);
    expect(evaluate("steps.due.outputs.due == 'true' && steps.cache.outputs.cache-hit != 'true'", context())).toBe(
      true,
    );
    expect(evaluate("env.CLOUDFLARE_API_TOKEN != ''", context())).toBe(false);
    // GitHub compares strings without case; a missing property is empty.
    expect(evaluate("runner.os == 'LINUX'", context())).toBe(true);
    expect(evaluate("steps.nothing.outputs.x == ''", context())).toBe(true);
    expect(interpolate('pr${{ github.event.pull_request.number }}-${{ runner.os }}', context())).toBe('pr7-Linux');
  });

  test('if: applies success() unless the condition calls a status function', () => {
    const failed = context({ status: { failed: true, cancelled: false } });
    expect(condition(undefined, context())).toBe(true);
    expect(condition(undefined, failed)).toBe(false);
    expect(condition("steps.due.outputs.due == 'true'", failed)).toBe(false);
    expect(condition('always()', failed)).toBe(true);
    expect(condition("success() && steps.due.outputs.due == 'true'", context())).toBe(true);
    expect(condition('${{ failure() }}', failed)).toBe(true);
  });

  test('a function the rehearsal does not model is an error, not a silent false', () => {
    expect(() => evaluate("hashFile('x')", context())).toThrow(/does not model the function hashFile/);
  });

  test('hashFiles is stable, changes with the file and is empty when nothing matches', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hash-files-'));
    mkdirSync(path.join(dir, 'content/blog/a'), { recursive: true });
    writeFileSync(path.join(dir, 'package-lock.json'), '{}');
    writeFileSync(path.join(dir, 'content/blog/a/index.md'), 'one');
    const hash = (pattern: string) => evaluate(`hashFiles('${pattern}')`, context({ workspace: dir }));
    const before = hash('content/blog/**/index.md');
    expect(before).toMatch(/^[0-9a-f]{64}$/);
    writeFileSync(path.join(dir, 'content/blog/a/index.md'), 'two');
    expect(hash('content/blog/**/index.md')).not.toBe(before);
    expect(hash('package-lock.json')).toMatch(/^[0-9a-f]{64}$/);
    expect(hash('nothing/*.json')).toBe('');
  });
});

describe('run steps and their files', () => {
  test("GitHub's shells: bash means pipefail, no shell means bash -e without it", () => {
    expect(shellCommand(undefined, 's.sh')).toEqual(['bash', '-e', 's.sh']);
    expect(shellCommand('bash', 's.sh')).toEqual(['bash', '--noprofile', '--norc', '-eo', 'pipefail', 's.sh']);
    expect(shellCommand('bash -eo pipefail {0}', 's.sh')).toEqual(['bash', '-eo', 'pipefail', 's.sh']);
  });

  test('$GITHUB_OUTPUT lines, heredocs included', () => {
    expect(parseCommandFile('lane=content\nroutes=/a/,/b/\nbody<<EOF\none\ntwo\nEOF\n')).toEqual({
      lane: 'content',
      routes: '/a/,/b/',
      body: 'one\ntwo',
    });
  });
});

describe("the Actions cache's rules", () => {
  test('exact key first, then restore-key prefixes newest first; a pull request reads its own and main’s', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'actions-cache-'));
    const workspace = path.join(root, 'ws');
    mkdirSync(path.join(workspace, '.cache'), { recursive: true });
    const store = actionsCacheStore(path.join(root, 'store'));
    writeFileSync(path.join(workspace, '.cache/state'), 'deploy 1');
    expect(store.save('gatsby-deploy-1', 'refs/heads/main', workspace, ['.cache'])).toBe(true);
    writeFileSync(path.join(workspace, '.cache/state'), 'deploy 2');
    expect(store.save('gatsby-deploy-2', 'refs/heads/main', workspace, ['.cache'])).toBe(true);
    // A key is never overwritten.
    expect(store.save('gatsby-deploy-2', 'refs/heads/main', workspace, ['.cache'])).toBe(false);
    writeFileSync(path.join(workspace, '.cache/state'), 'pr 3');
    expect(store.save('gatsby-check-pr3', 'refs/pull/3/merge', workspace, ['.cache'])).toBe(true);

    const pr = store.find('gatsby-check-pr4', ['gatsby-check-pr4', 'gatsby-deploy-'], 'refs/pull/4/merge');
    expect(pr).toMatchObject({ exact: false, entry: { key: 'gatsby-deploy-2' } });
    store.restore(pr!.entry, workspace, ['.cache']);
    expect(readFileSync(path.join(workspace, '.cache/state'), 'utf8')).toBe('deploy 2');
    expect(store.find('gatsby-check-pr3', [], 'refs/pull/3/merge')).toMatchObject({ exact: true });
    // Main never sees a pull request's cache.
    expect(store.find('gatsby-check-pr3', ['gatsby-check-'], 'refs/heads/main')).toBeNull();
  });
});
