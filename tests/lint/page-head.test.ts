/**
 * @jest-environment node
 *
 * conventions §7: a page or template exports Head as the build-stage switch, and ESLint (eslint.config.mjs)
 * refuses any other export of Head there.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

const SWITCH = "export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;";
const REFUSED = [
  'export const Head = HeadTags;',
  "export const Head = process.env.BUILD_STAGE === 'develop' ? BuiltHead : HeadTags;",
  'export function Head() { return <title>x</title>; }',
  'export { HeadTags as Head };',
];
const probe = (exportLine: string) =>
  [
    "import React from 'react';",
    'const HeadTags = () => <title>x</title>;',
    'const BuiltHead = () => null;',
    exportLine,
    '',
  ].join('\n');

/**
 * The no-restricted-syntax messages ESLint gives each probe as `file`, with the project's config: one Node process
 * (ESLint's API loads eslint.config.mjs, an ES module Jest cannot import).
 */
function lint(probes: Array<{ file: string; text: string }>): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const probes = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
      const out = [];
      for (const { file, text } of probes) {
        const [result] = await eslint.lintText(text, { filePath: file });
        out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })();
  `;
  const result = spawnSync(process.execPath, ['-e', script], {
    cwd: root,
    input: JSON.stringify(probes),
    encoding: 'utf8',
  });
  return JSON.parse(result.stdout) as string[][];
}

describe('the Head export of pages and templates', () => {
  const [page, template, ...refused] = lint([
    { file: path.join(root, 'src/pages/lint-probe.tsx'), text: probe(SWITCH) },
    { file: path.join(root, 'src/templates/lint-probe.tsx'), text: probe(SWITCH) },
    ...REFUSED.map((line) => ({ file: path.join(root, 'src/pages/lint-probe.tsx'), text: probe(line) })),
  ]);

  it('accepts the build-stage switch', () => {
    expect(page).toEqual([]);
    expect(template).toEqual([]);
  });

  it.each(REFUSED.map((line, index) => [line, index] as const))('refuses %s', (_line, index) => {
    expect(refused[index]).toEqual([expect.stringMatching(/^Export Head as `process\.env\.BUILD_STAGE/)]);
  });
});
