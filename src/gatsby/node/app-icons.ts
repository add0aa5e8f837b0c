import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { readSiteIdentity } from '../../config/site';
import { APP_ICONS, buildManifest, MANIFEST_PATH } from '../../lib/seo/manifest';
import { lightPalette } from '../../styles/palettes';

/**
 * The manifest's icons are drawn from static/favicon.svg so they match the brand mark; the maskable one
 * pads it to the central 80%, the safe zone every launcher shape keeps.
 */
export async function writeAppManifest(publicDir: string): Promise<void> {
  const svg = await readFile(path.join('static', 'favicon.svg'));
  const markBackground = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg.toString('utf8'))?.[1] ?? lightPalette.panel;
  await mkdir(path.join(publicDir, 'icons'), { recursive: true });
  for (const icon of APP_ICONS) {
    const inner = icon.purpose === 'maskable' ? Math.round(icon.size * 0.8) : icon.size;
    const mark = await sharp(svg, { density: Math.ceil((72 * inner) / 48) })
      .resize(inner, inner)
      .png()
      .toBuffer();
    const image =
      icon.purpose === 'maskable'
        ? sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: markBackground } }).composite(
            [{ input: mark, gravity: 'centre' }],
          )
        : sharp(mark);
    await image.png({ compressionLevel: 9 }).toFile(path.join(publicDir, icon.src));
  }
  const manifest = buildManifest(readSiteIdentity(), lightPalette.surface);
  await writeFile(path.join(publicDir, MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`);
}
