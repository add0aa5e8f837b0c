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

/** Every `GATSBY_*` setting the site's code reads: Gatsby inlines them at build time, so a build without one differs. */
function settingsTheSiteReads(): string[] {
  const root = path.resolve(__dirname, '../..');
  const sources = (readdirSync(path.join(root, 'src'), { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(root, 'src', file))
    .concat(
      readdirSync(root)
        .filter((file) => /^gatsby-[\w-]+\.tsx?$/.test(file))
        .map((file) => path.join(root, file)),
    );
  const names = sources.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/process\.env\.(GATSBY_[A-Z0-9_]+)/g)].map(([, name]) => name!),
  );
  // Gatsby's own (ACTIVE_ENV) and the placeholder a comment uses to explain inlining are not settings.
  return [...new Set(names)].filter((name) => name !== 'GATSBY_ACTIVE_ENV' && name !== 'GATSBY_X').sort();
}

describe('the builds the workflows run', () => {
  const settings = settingsTheSiteReads();

  it('finds the settings the site reads (the contact form’s keys and analytics at least)', () => {
    expect(settings).toEqual(expect.arrayContaining(['GATSBY_ANALYTICS_DOMAIN', 'GATSBY_EMAILJS_PUBLIC_KEY']));
  });

  // A setting the workflow does not pass builds a different site than the owner configured (analytics were once
  // set in the repository's variables and never reached the build).
  it.each(['check.yml', 'deploy.yml'])('%s passes every setting the site reads to its build', (file) => {
    const source = readFileSync(path.join(dir, file), 'utf8');
    const missing = settings.filter(
      (name) => !new RegExp(`^\\s+${name}: \\$\\{\\{ (vars|secrets)\\.${name} \\}\\}$`, 'm').test(source),
    );
    expect(missing).toEqual([]);
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
