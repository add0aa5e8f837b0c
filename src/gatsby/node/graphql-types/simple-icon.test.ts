import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brandMarkFile, resolveBrandIcon } from './simple-icon';

const marksDir = mkdtempSync(path.join(tmpdir(), 'marks-'));
afterAll(() => rmSync(marksDir, { recursive: true, force: true }));
const resolve = resolveBrandIcon('icon', marksDir);

describe('resolveBrandIcon', () => {
  it('resolves a simple-icons slug', () => {
    expect(resolve({ icon: 'docker' })).toMatchObject({ slug: 'docker', title: 'Docker' });
  });

  it.each(['oracle', 'magento', 'amazonwebservices'])(
    'draws a neutral mark for %s, which simple-icons no longer carries: a path, never a letter',
    (slug) => {
      const mark = resolve({ icon: slug }) as { path: string; hex: string };
      expect(mark.path).toMatch(/^M[\d.]+ [\d.]+/);
      expect(mark.hex).toMatch(/^[0-9A-F]{6}$/);
    },
  );

  it('writes the mark as a symbol file named by its drawing and answers its address', () => {
    const mark = resolve({ icon: 'docker' }) as { href: string; path: string };
    const [file, fragment] = mark.href.replace('/static/marks/', '').split('#');
    expect(fragment).toBe('m');
    expect(readFileSync(path.join(marksDir, file!), 'utf8')).toContain(
      `<symbol id="m" viewBox="0 0 24 24"><path d="${mark.path}"/>`,
    );
    expect(resolve({ icon: 'docker' })).toEqual(mark);
    expect(readdirSync(marksDir).filter((name) => name.startsWith('docker-'))).toEqual([file]);
  });

  it('gives a changed drawing a new file name, so a cached old one is never served for it', () => {
    const before = brandMarkFile({ slug: 'tool', path: 'M0 0h24v24H0Z' });
    const after = brandMarkFile({ slug: 'tool', path: 'M0 0h12v12H0Z' });
    expect(before.name).toMatch(/^tool-[0-9a-f]{12}\.svg$/);
    expect(after.name).not.toBe(before.name);
  });

  it('is null without an icon and refuses an unknown slug, naming it', () => {
    expect(resolve({ icon: null })).toBeNull();
    expect(() => resolve({ icon: 'no-such-tool' })).toThrow('Unknown simple-icons slug "no-such-tool"');
  });
});
