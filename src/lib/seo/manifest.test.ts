import { APP_ICONS, buildManifest } from './manifest';

const site = {
  name: 'Example Technologies',
  shortName: 'Example',
  defaultDescription: 'What we do.',
  themeColor: '#427ee6',
};

describe('buildManifest', () => {
  const manifest = buildManifest(site, '#ffffff');
  it('names the app and opens the home page in its own window', () => {
    expect(manifest).toMatchObject({
      name: 'Example Technologies',
      short_name: 'Example',
      start_url: '/',
      display: 'standalone',
      theme_color: '#427ee6',
      background_color: '#ffffff',
    });
  });
  it('lists 192 and 512 icons and a maskable one, all PNG', () => {
    const icons = manifest.icons as Array<{ sizes: string; purpose: string; type: string }>;
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    expect(icons.every((icon) => icon.type === 'image/png')).toBe(true);
    expect(icons).toHaveLength(APP_ICONS.length);
  });
});
