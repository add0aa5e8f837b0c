import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { POSTER_CARD, POSTER_SOCIAL, posterCacheInput, posterFiles } from '../../lib/blog/poster-images';
import { FONT_STACK } from '../../lib/blog/poster-svg';

/**
 * The drawn-poster cache (issue 15 item 4, docs/performance.md "Poster cache"). Each poster is drawn
 * once per content: its files are stored under a key that hashes everything deciding its pixels, so a
 * cold build (`gatsby clean` wipes .cache and public) copies them instead of drawing and encoding again.
 * It lives outside .cache and public on purpose: by default in node_modules/.cache/starops-posters (the
 * usual tool cache, kept by hosts that keep node_modules), or wherever POSTER_CACHE_DIR points (the
 * deploy workflow keeps it with actions/cache). An empty or missing cache only means drawing again.
 */
export function posterCacheDir(): string {
  return path.resolve(process.env.POSTER_CACHE_DIR || path.join('node_modules', '.cache', 'starops-posters'));
}

/** Entries not used for this long are removed, so posters of renamed or deleted posts do not pile up. */
export const POSTER_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Draws the poster `svg` into `outDir` as the files `posterFiles(key)` names; returns its dominant colour. */
export type RenderPoster = (svg: string, key: string, outDir: string) => Promise<{ backgroundColor: string }>;

interface Manifest {
  key: string;
  backgroundColor: string;
  files: Array<{ name: string; bytes: number }>;
}

/** `drawn`: true when this call drew the poster, false when it came from the cache. */
export type CachedPoster = Pick<Manifest, 'key' | 'backgroundColor'> & { drawn: boolean };

/** The cache key of a poster drawn from `svg` by `renderer` (20 hex characters). */
export function posterKey(svg: string, renderer: string): string {
  return createHash('sha256').update(posterCacheInput(svg, renderer)).digest('hex').slice(0, 20);
}

/** Every file name a poster's cache entry (and its published copy) consists of, manifest excluded. */
export function entryFileNames(key: string): string[] {
  const { cards, social } = posterFiles(key);
  return [...cards, social].map((file) => file.name);
}

/**
 * The manifest of the complete entry `key`, or null. An entry counts only if its manifest (written
 * last) names this key and lists exactly the expected files, and every file is there with the size
 * the manifest recorded: a half-written, truncated or foreign entry is drawn again, never served.
 */
export async function readCacheEntry(cacheDir: string, key: string): Promise<Manifest | null> {
  const manifest = await readFile(path.join(cacheDir, `${key}.json`), 'utf8')
    .then((text) => JSON.parse(text) as Manifest)
    .catch(() => null);
  const expected = entryFileNames(key);
  if (
    manifest?.key !== key ||
    typeof manifest.backgroundColor !== 'string' ||
    !Array.isArray(manifest.files) ||
    manifest.files.map((file) => file.name).join('\n') !== expected.join('\n')
  )
    return null;
  for (const file of manifest.files) {
    const size = (await stat(path.join(cacheDir, file.name)).catch(() => null))?.size;
    if (!size || size !== file.bytes) return null;
  }
  return manifest;
}

/**
 * Returns the poster for `svg` from the cache, drawing and storing it first when there is no complete
 * entry for its key. Files are drawn into a temporary folder and moved in before the manifest, so a
 * build that stops half-way never leaves an entry that looks complete.
 */
export async function ensurePoster(options: {
  cacheDir: string;
  svg: string;
  renderer: string;
  render: RenderPoster;
}): Promise<CachedPoster> {
  const { cacheDir, svg, renderer, render } = options;
  const key = posterKey(svg, renderer);
  const manifestFile = path.join(cacheDir, `${key}.json`);
  const cached = await readCacheEntry(cacheDir, key);
  if (cached) {
    const now = new Date();
    await utimes(manifestFile, now, now).catch(() => undefined);
    return { key, backgroundColor: cached.backgroundColor, drawn: false };
  }
  await mkdir(cacheDir, { recursive: true });
  const tmp = await mkdtemp(path.join(cacheDir, `.draw-${key}-`));
  try {
    const { backgroundColor } = await render(svg, key, tmp);
    const files: Manifest['files'] = [];
    for (const name of entryFileNames(key)) {
      const { size } = await stat(path.join(tmp, name));
      await rename(path.join(tmp, name), path.join(cacheDir, name));
      files.push({ name, bytes: size });
    }
    const manifest: Manifest = { key, backgroundColor, files };
    await writeFile(path.join(tmp, 'manifest.json'), JSON.stringify(manifest));
    await rename(path.join(tmp, 'manifest.json'), manifestFile);
    return { key, backgroundColor, drawn: true };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/**
 * Removes entries whose manifest was last used more than `maxAgeMs` ago, and leftovers of stopped
 * draws; returns how many entries went.
 */
export async function prunePosterCache(cacheDir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(cacheDir).catch(() => [])) {
    const full = path.join(cacheDir, name);
    if (name.startsWith('.draw-')) {
      const { mtimeMs } = await stat(full);
      if (now - mtimeMs > 60 * 60 * 1000) await rm(full, { recursive: true, force: true });
      continue;
    }
    if (!name.endsWith('.json')) continue;
    const { mtimeMs } = await stat(full);
    if (now - mtimeMs <= maxAgeMs) continue;
    const key = name.slice(0, -'.json'.length);
    await rm(full, { force: true });
    await Promise.all(entryFileNames(key).map((file) => rm(path.join(cacheDir, file), { force: true })));
    removed += 1;
  }
  return removed;
}

/**
 * What, besides the SVG and the output spec, decides a poster's pixels: the versions of sharp and the
 * libraries it draws and encodes with, and the font files fontconfig picks for the poster's font stack
 * (a font installed or removed changes the key). Computed once per build.
 */
export function rendererFingerprint(): string {
  const versions = sharp.versions as Record<string, string | undefined>;
  const libraries = ['vips', 'rsvg', 'pango', 'cairo', 'fontconfig', 'freetype', 'harfbuzz', 'webp', 'mozjpeg'];
  const families = FONT_STACK.split(',')
    .map((family) => family.trim().replace(/^'|'$/g, ''))
    .join(',');
  const fonts = [':medium', ':semibold', ':bold'].map((style) => {
    try {
      return execFileSync('fc-match', ['-f', '%{file} %{fontversion}', `${families}${style}`], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: 5000,
      });
    } catch {
      return 'fontconfig tools unavailable';
    }
  });
  return JSON.stringify({
    versions: { sharpVersion: versions.sharp, ...Object.fromEntries(libraries.map((name) => [name, versions[name]])) },
    fonts,
  });
}

/** Rasterises the SVG once, then writes the card WebPs and the social JPEG from that raster. */
export const renderPoster: RenderPoster = async (svg, key, outDir) => {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const { cards, social } = posterFiles(key);
  const [{ dominant }] = await Promise.all([
    sharp(data, raw).resize(64).stats(),
    ...cards.map((card) =>
      sharp(data, raw)
        .resize(card.width, card.height)
        .webp({ quality: POSTER_CARD.quality, effort: POSTER_CARD.effort })
        .toFile(path.join(outDir, card.name)),
    ),
    sharp(data, raw)
      .resize(social.width, social.height)
      .jpeg({ quality: POSTER_SOCIAL.quality, progressive: POSTER_SOCIAL.progressive })
      .toFile(path.join(outDir, social.name)),
  ]);
  const hex = (value: number) => value.toString(16).padStart(2, '0');
  return { backgroundColor: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}` };
};
