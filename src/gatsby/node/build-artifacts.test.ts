import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { moveBuildArtifacts } from './build-artifacts';

describe('moveBuildArtifacts', () => {
  it('moves source maps and webpack stats out of public/, keeping their paths, and nothing else', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'artifacts-'));
    const publicDir = path.join(dir, 'public');
    const artifacts = path.join(dir, 'artifacts');
    mkdirSync(path.join(publicDir, 'sub'), { recursive: true });
    mkdirSync(path.join(artifacts, 'old'), { recursive: true });
    for (const file of ['app-1.js', 'app-1.js.map', 'webpack.stats.json', 'sub/x.css.map', 'sitemap.xml', 'index.html'])
      writeFileSync(path.join(publicDir, file), file);
    expect(await moveBuildArtifacts(publicDir, artifacts)).toBe(3);
    for (const file of ['app-1.js.map', 'webpack.stats.json', 'sub/x.css.map']) {
      expect(existsSync(path.join(publicDir, file))).toBe(false);
      expect(existsSync(path.join(artifacts, file))).toBe(true);
    }
    for (const file of ['app-1.js', 'sitemap.xml', 'index.html'])
      expect(existsSync(path.join(publicDir, file))).toBe(true);
    expect(existsSync(path.join(artifacts, 'old'))).toBe(false);
  });
});
