import { resolveBrandIcon } from './simple-icon';

const resolve = resolveBrandIcon('icon');

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

  it('is null without an icon and refuses an unknown slug, naming it', () => {
    expect(resolve({ icon: null })).toBeNull();
    expect(() => resolve({ icon: 'no-such-tool' })).toThrow('Unknown simple-icons slug "no-such-tool"');
  });
});
