/**
 * @jest-environment node
 *
 * conventions §1: modules import each other without cycles, and ESLint's import-x/no-cycle (eslint.config.mjs)
 * keeps it so. A value import from palettes.ts in theme.ts, which palettes.ts imports, must be refused.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const theme = path.join(root, 'src/styles/theme.ts');
const planted = `${readFileSync(theme, 'utf8')}\nimport { lightPalette } from './palettes';\nexport const inkOnPaper = lightPalette.ink;\n`;

/** The import-x/no-cycle messages for `text` linted as theme.ts with the project's config, in one Node process. */
function cycleMessages(texts: string[]): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const out = [];
      for (const text of JSON.parse(require('node:fs').readFileSync(0, 'utf8'))) {
        const [result] = await eslint.lintText(text, { filePath: ${JSON.stringify(theme)} });
        out.push(result.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })();
  `;
  const result = spawnSync(process.execPath, ['-e', script], {
    cwd: root,
    input: JSON.stringify(texts),
    encoding: 'utf8',
  });
  return JSON.parse(result.stdout) as string[][];
}

it('refuses an import cycle and passes the modules as they are', () => {
  const [asIs, withCycle] = cycleMessages([readFileSync(theme, 'utf8'), planted]);
  expect(asIs).toEqual([]);
  expect(withCycle).toEqual(['Dependency cycle detected']);
});
