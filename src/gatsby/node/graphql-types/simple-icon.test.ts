import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brandMarkFile, drawnBounds, resolveBrandIcon } from './simple-icon';

const marksDir = mkdtempSync(path.join(tmpdir(), 'marks-'));
afterAll(() => rmSync(marksDir, { recursive: true, force: true }));
const resolve = resolveBrandIcon('icon', marksDir);

type Mark = { href: string; path: string; hex: string; title: string };
const viewBoxOf = (mark: Mark) => {
  const [file] = mark.href.replace('/static/marks/', '').split('#');
  return /viewBox="([^"]+)"/
    .exec(readFileSync(path.join(marksDir, file!), 'utf8'))![1]!
    .split(' ')
    .map(Number);
};

describe('resolveBrandIcon', () => {
  it('resolves a simple-icons slug', async () => {
    expect(await resolve({ icon: 'docker' })).toMatchObject({ slug: 'docker', title: 'Docker' });
  });

  it.each([
    ['oracle', 'Oracle', 'EA1B22'],
    ['magento', 'Magento', 'F26322'],
  ])(
    'draws the recognisable mark of %s, which simple-icons no longer carries, in its colour',
    async (slug, title, hex) => {
      const mark = (await resolve({ icon: slug })) as Mark;
      expect(mark).toMatchObject({ title, hex });
      expect(mark.path).toMatch(/^M[\d.]+ ?[\d.]+/);
    },
  );

  it('draws a neutral mark for a tool no icon set carries: a path, never a letter', async () => {
    const mark = (await resolve({ icon: 'amazonwebservices' })) as Mark;
    expect(mark.path).toMatch(/^M[\d.]+ [\d.]+/);
    expect(mark.hex).toMatch(/^[0-9A-F]{6}$/);
  });

  it('writes the mark as a symbol file named by its drawing and answers its address', async () => {
    const mark = (await resolve({ icon: 'docker' })) as Mark;
    const [file, fragment] = mark.href.replace('/static/marks/', '').split('#');
    expect(fragment).toBe('m');
    expect(readFileSync(path.join(marksDir, file!), 'utf8')).toMatch(
      new RegExp(`<symbol id="m" viewBox="[-\\d. ]+"><path d="${mark.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"/>`),
    );
    expect(await resolve({ icon: 'docker' })).toEqual(mark);
    expect(readdirSync(marksDir).filter((name) => name.startsWith('docker-'))).toEqual([file]);
  });

  it("frames a wide mark by its drawing, so a wide box shows it large: WooCommerce's bubble, Oracle's wordmark", async () => {
    for (const slug of ['woocommerce', 'oracle']) {
      const [, , width, height] = viewBoxOf((await resolve({ icon: slug })) as Mark);
      expect(width! / height!).toBeGreaterThan(1.5);
    }
    const [, , width, height] = viewBoxOf((await resolve({ icon: 'docker' })) as Mark);
    expect(Math.max(width!, height!)).toBeGreaterThan(23);
  });

  it('measures a drawing by what it paints, with a little room round it', async () => {
    const [left, top, width, height] = (await drawnBounds({ path: 'M4 10h16v4H4Z' })).split(' ').map(Number);
    expect(left).toBeCloseTo(3.75, 1);
    expect(top).toBeCloseTo(9.75, 1);
    expect(width).toBeCloseTo(16.5, 1);
    expect(height).toBeCloseTo(4.5, 1);
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
