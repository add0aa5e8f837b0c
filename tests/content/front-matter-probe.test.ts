/**
 * @jest-environment node
 *
 * Front matter is data in the tests too: every test reads it through src/lib/content/front-matter.ts. The `---js`
 * probe among the fixtures would write a marker if run as code; the run fails if it did (tests/setup/
 * front-matter-probe.js), and the lint rule bans importing gray-matter anywhere else.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FrontMatterError, parseFrontMatter } from '../../src/lib/content/front-matter';

const PROBE = path.resolve(__dirname, '../fixtures/blog/broken/blog/js-front-matter-probe/index.md');

describe('the ---js front-matter probe', () => {
  it('is refused by the one reader before any of it runs', () => {
    const { MARKER } = jest.requireActual('../setup/front-matter-probe.js') as { MARKER: string };
    expect(() => parseFrontMatter(readFileSync(PROBE, 'utf8'))).toThrow(FrontMatterError);
    expect(() => parseFrontMatter(readFileSync(PROBE, 'utf8'))).toThrow('never run as code');
    expect(existsSync(MARKER)).toBe(false);
  });

  it('writes its marker when a reader runs it as code, so the run would notice', () => {
    // gray-matter evaluates `---js` blocks (GHSA-7ch4-rr99-cqcw); run it in a child process with a marker of its own.
    const marker = path.join(mkdtempSync(path.join(tmpdir(), 'probe-')), 'ran');
    const script = `require('gray-matter')(require('fs').readFileSync(${JSON.stringify(PROBE)}, 'utf8'))`;
    const result = spawnSync(process.execPath, ['-e', script], { env: { ...process.env, FRONT_MATTER_PROBE: marker } });
    expect(result.status).toBe(0);
    expect(existsSync(marker)).toBe(true);
  });
});
