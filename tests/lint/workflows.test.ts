/**
 * @jest-environment node
 *
 * The workflows run on a runner with no node_modules: every job installs before it runs project code, and a failure
 * inside a pipe fails its step (docs/operations.md "The workflows"). actionlint (npm run lint) checks the syntax.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { workflowProblems } from './workflow-rules';

const dir = path.resolve(__dirname, '../../.github/workflows');
const files = readdirSync(dir).filter((file) => /\.ya?ml$/.test(file));

describe('workflows', () => {
  it.each(files)('%s installs first, runs one phase script per step after it, and pipes with pipefail', (file) => {
    expect(workflowProblems(file, readFileSync(path.join(dir, file), 'utf8'))).toEqual([]);
  });

  it('runs each phase through a script that exists', () => {
    for (const file of files) {
      const scripts = [...readFileSync(path.join(dir, file), 'utf8').matchAll(/node (scripts\/ci\/[\w-]+\.mjs)/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, script] of scripts)
        expect(readdirSync(path.resolve(dir, '../..', path.dirname(script!)))).toContain(path.basename(script!));
    }
  });
});

const job = (steps: string, defaults = 'defaults:\n  run:\n    shell: bash -eo pipefail {0}\n') =>
  `${defaults}jobs:\n  j:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`;
const prepared = [
  '      - uses: actions/checkout@v6',
  '      - uses: actions/setup-node@v6',
  '        with:',
  '          node-version: 22',
  '          cache: npm',
].join('\n');

describe('workflowProblems', () => {
  it('accepts checkout, setup-node, npm ci, then the phase', () => {
    expect(
      workflowProblems('w.yml', job(`${prepared}\n      - run: npm ci\n      - run: node scripts/ci/check.mjs\n`)),
    ).toEqual([]);
  });

  it.each([
    'node scripts/ci/commit-status.mjs check pending',
    'npm run build',
    'npx wrangler pages deploy',
    'bash .ci/run',
  ])('refuses "%s" before npm ci (the runner has no node_modules yet)', (command) => {
    const source = job(`${prepared}\n      - run: ${command}\n      - run: npm ci\n`);
    expect(workflowProblems('w.yml', source)).toEqual(
      expect.arrayContaining([expect.stringMatching(/step 3 .*: runs project code before npm ci/)]),
    );
  });

  it('refuses a pipe under GitHub’s default shell, which has no pipefail', () => {
    const source = job(`${prepared}\n      - run: npm ci\n      - run: node scripts/ci/deploy.mjs | tee log\n`, '');
    expect(workflowProblems('w.yml', source)).toEqual([
      expect.stringMatching(/step 3 .*: runs without pipefail/),
      expect.stringMatching(/step 4 .*: pipes without pipefail \(shell: GitHub's default bash -e\)/),
    ]);
  });

  it('refuses a job that does not set up Node 22 with npm’s cache', () => {
    const source = job('      - uses: actions/checkout@v6\n      - uses: actions/setup-node@v6\n      - run: npm ci\n');
    expect(workflowProblems('w.yml', source)).toEqual([
      'w.yml › j: the second step is not actions/setup-node with node-version 22, cache npm',
    ]);
  });
});
