/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeHeadersFile } from './write-headers';

const hash = (char: string) => char.repeat(20);

describe('the headers written after the build', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'headers-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("lists this build's bundles and the chunks they load, not bundles left over from earlier builds", async () => {
    writeFileSync(
      path.join(dir, 'webpack.stats.json'),
      JSON.stringify({ assetsByChunkName: { app: [`app-${hash('a')}.js`] }, namedChunkGroups: {} }),
    );
    writeFileSync(path.join(dir, `app-${hash('a')}.js`), `loads({452:"${hash('b')}"})`);
    writeFileSync(path.join(dir, `452-${hash('b')}.js`), 'chunk()');
    writeFileSync(path.join(dir, `app-${hash('c')}.js`), 'old()');
    await writeHeadersFile(dir);
    const file = readFileSync(path.join(dir, '_headers'), 'utf8');
    expect(file).toContain(`/app-${hash('a')}.js\n`);
    expect(file).toContain(`/452-${hash('b')}.js\n`);
    expect(file).not.toContain(hash('c'));
  });
});
