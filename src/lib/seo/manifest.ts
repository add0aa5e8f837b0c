/** The web app manifest (product-rules §10 Installable and offline); the icons are drawn from the favicon at build time (app-icons.ts). */
export const MANIFEST_PATH = '/manifest.webmanifest';

/** Icon files the build writes, by size; the maskable one keeps the mark inside the safe zone. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/** Example: `buildManifest({ name: 'StarOps Technologies', shortName: 'StarOps', … }).display` → 'standalone'. */
export function buildManifest(
  site: Record<'name' | 'shortName' | 'defaultDescription' | 'themeColor', string>,
  backgroundColor: string,
): Record<string, unknown> {
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.defaultDescription,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: site.themeColor,
    background_color: backgroundColor,
    icons: APP_ICONS.map((icon) => ({
      src: icon.src,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
