import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import sharp from 'sharp';
import { contentDir, readSiteIdentity } from '../../config/site';
import { authorsSchema, blogCopySchema, blogPostSchema } from '../../lib/content/blog-schema';
import { parseFrontMatter } from '../../lib/content/front-matter';
import {
  POSTER_CARD,
  POSTER_SOCIAL,
  POSTER_URL_DIR,
  posterCardImage,
  posterFiles,
  posterSocialImage,
} from '../../lib/blog/poster-images';
import { buildPosterSvg, FONT_STACK, type PosterText } from '../../lib/blog/poster-svg';
import { BLOG_LIST_POSTER, drawnPosterName } from './graphql-types/blog';
import { mapWithLimit } from './post-process-html';

/**
 * The drawn posters and their cache (docs/performance.md "Poster cache"): outside .cache and public, which
 * `gatsby clean` empties, so a cold build copies each poster instead of drawing it again. An empty or
 * missing cache only means drawing again.
 */
const posterCacheDir = () =>
  path.resolve(process.env.POSTER_CACHE_DIR || path.join('node_modules', '.cache', 'starops-posters'));

/** Entries not used for this long are removed, so posters of renamed or deleted posts do not pile up. */
const POSTER_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Draws the poster `svg` into `outDir` as the files `posterFiles(key)` names; returns its dominant colour. */
export type RenderPoster = (svg: string, key: string, outDir: string) => Promise<{ backgroundColor: string }>;

interface Manifest {
  key: string;
  backgroundColor: string;
  files: Array<{ name: string; bytes: number }>;
}

/** `drawn`: true when this call drew the poster, false when it came from the cache. */
type CachedPoster = Pick<Manifest, 'key' | 'backgroundColor'> & { drawn: boolean };

/** The cache key: the SVG (text, layout, colours, font stack), the output spec and the renderer (20 hex characters). */
export function posterKey(svg: string, renderer: string): string {
  const input = JSON.stringify({ svg, card: POSTER_CARD, social: POSTER_SOCIAL, renderer });
  return createHash('sha256').update(input).digest('hex').slice(0, 20);
}

/** Every file name a poster's cache entry (and its published copy) consists of, manifest excluded. */
function entryFileNames(key: string): string[] {
  const { cards, social } = posterFiles(key);
  return [...cards, social].map((file) => file.name);
}

/** The manifest of the complete entry `key`, or null: a half-written, truncated or foreign entry is never served. */
export async function readCacheEntry(cacheDir: string, key: string): Promise<Manifest | null> {
  const manifest = await fs
    .readFile(path.join(cacheDir, `${key}.json`), 'utf8')
    .then((text) => JSON.parse(text) as Manifest)
    .catch(() => null);
  if (
    manifest?.key !== key ||
    typeof manifest.backgroundColor !== 'string' ||
    !Array.isArray(manifest.files) ||
    manifest.files.map((file) => file.name).join('\n') !== entryFileNames(key).join('\n')
  )
    return null;
  for (const file of manifest.files) {
    const size = (await fs.stat(path.join(cacheDir, file.name)).catch(() => null))?.size;
    if (!size || size !== file.bytes) return null;
  }
  return manifest;
}

/**
 * The poster for `svg` from the cache, drawn first when missing: into a temporary folder, moved in before
 * the manifest, so a build that stops half-way never leaves an entry that looks complete.
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
    await fs.utimes(manifestFile, now, now).catch(() => undefined);
    return { key, backgroundColor: cached.backgroundColor, drawn: false };
  }
  await fs.mkdir(cacheDir, { recursive: true });
  const tmp = await fs.mkdtemp(path.join(cacheDir, `.draw-${key}-`));
  try {
    const { backgroundColor } = await render(svg, key, tmp);
    const files: Manifest['files'] = [];
    for (const name of entryFileNames(key)) {
      const { size } = await fs.stat(path.join(tmp, name));
      await fs.rename(path.join(tmp, name), path.join(cacheDir, name));
      files.push({ name, bytes: size });
    }
    await fs.writeFile(path.join(tmp, 'manifest.json'), JSON.stringify({ key, backgroundColor, files }));
    await fs.rename(path.join(tmp, 'manifest.json'), manifestFile);
    return { key, backgroundColor, drawn: true };
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

/** Removes entries unused for the maximum age, and leftovers of stopped draws; returns how many entries went. */
export async function prunePosterCache(cacheDir: string): Promise<number> {
  const now = Date.now();
  let removed = 0;
  for (const name of await fs.readdir(cacheDir).catch(() => [])) {
    const full = path.join(cacheDir, name);
    if (name.startsWith('.draw-')) {
      const { mtimeMs } = await fs.stat(full);
      if (now - mtimeMs > 60 * 60 * 1000) await fs.rm(full, { recursive: true, force: true });
      continue;
    }
    if (!name.endsWith('.json')) continue;
    const { mtimeMs } = await fs.stat(full);
    if (now - mtimeMs <= POSTER_CACHE_MAX_AGE_MS) continue;
    const key = name.slice(0, -'.json'.length);
    await fs.rm(full, { force: true });
    await Promise.all(entryFileNames(key).map((file) => fs.rm(path.join(cacheDir, file), { force: true })));
    removed += 1;
  }
  return removed;
}

/** What else decides the pixels: the drawing libraries' versions and the font files fontconfig picks for the stack. */
function rendererFingerprint(): string {
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
const renderPoster: RenderPoster = async (svg, key, outDir) => {
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

/** This build's posters, from onPreBootstrap to sourceNodes (both run in Gatsby's main process). */
let drawnPosters: Array<CachedPoster & { name: string }> = [];

/**
 * A poster for every post without one, and for the blog list, drawn into the files the pages use, so
 * gatsby-plugin-sharp never processes them. Posts that break their rule are skipped: validation reports them.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const activity = reporter.activityTimer('Blog posters');
  activity.start();
  const jobs = posterJobs();
  const cacheDir = posterCacheDir();
  const renderer = rendererFingerprint();
  drawnPosters = await mapWithLimit(jobs, Math.max(2, os.availableParallelism()), async ({ name, text }) => ({
    name,
    ...(await ensurePoster({ cacheDir, svg: buildPosterSvg(text), renderer, render: renderPoster })),
  }));
  await publishPosters(cacheDir, path.resolve('public', POSTER_URL_DIR.replace(/^\//, '')), drawnPosters);
  const pruned = await prunePosterCache(cacheDir);
  const drawn = drawnPosters.filter((poster) => poster.drawn).length;
  activity.setStatus(
    `${jobs.length} posters: ${drawn} drawn, ${jobs.length - drawn} from ${path.relative(process.cwd(), cacheDir)}` +
      (pruned ? `, ${pruned} unused removed` : ''),
  );
  activity.end();
};

/** One BlogPoster node per drawn poster (graphql-types/blog.ts). */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, createNodeId }) => {
  for (const poster of drawnPosters) {
    actions.createNode({
      id: createNodeId(`BlogPoster >>> ${poster.name}`),
      name: poster.name,
      card: posterCardImage(poster.key, poster.backgroundColor),
      social: posterSocialImage(poster.key),
      parent: null,
      children: [],
      internal: { type: 'BlogPoster', contentDigest: poster.key },
    });
  }
};

/** Copies what `outDir` lacks (names are content-addressed); removes what no poster uses (warm builds keep it). */
async function publishPosters(cacheDir: string, outDir: string, posters: readonly CachedPoster[]): Promise<void> {
  await fs.mkdir(outDir, { recursive: true });
  const wanted = new Set(posters.flatMap(({ key }) => entryFileNames(key)));
  for (const name of await fs.readdir(outDir)) {
    if (!wanted.has(name)) await fs.unlink(path.join(outDir, name));
  }
  await mapWithLimit([...wanted], 16, async (name) => {
    const [source, target] = await Promise.all(
      [path.join(cacheDir, name), path.join(outDir, name)].map((file) => fs.stat(file).catch(() => null)),
    );
    if (!target || target.size !== source?.size) await fs.copyFile(path.join(cacheDir, name), path.join(outDir, name));
  });
}

/** A content file checked by its rule, or null when it is missing or broken (content validation names the problem). */
function readContent<T>(file: string, rule: { parse: (data: unknown) => T }, parse = JSON.parse): T | null {
  try {
    return rule.parse(parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

function posterJobs(): Array<{ name: string; text: PosterText }> {
  const site = readSiteIdentity();
  const blog = readContent(path.join(contentDir, 'site', 'blog.json'), blogCopySchema);
  const authors = readContent(path.join(contentDir, 'authors', 'authors.json'), authorsSchema) ?? [];
  const authorNames = new Map(authors.map((author) => [author.id, author.name]));
  const text = (heading: string, byline: string): PosterText => ({
    label: `${site.shortName} Blog`,
    heading,
    byline,
    site: `${site.url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/+$/, '')}/blog`,
  });
  const jobs = blog ? [{ name: BLOG_LIST_POSTER, text: text(blog.heroTitle, blog.posterTagline) }] : [];
  const blogDir = path.join(contentDir, 'blog');
  for (const folder of existsSync(blogDir) ? readdirSync(blogDir) : []) {
    const post = readContent(
      path.join(blogDir, folder, 'index.md'),
      blogPostSchema,
      (raw) => parseFrontMatter(raw).data,
    );
    if (!post || post.poster) continue;
    const byline = [authorNames.get(post.author), post.date].filter(Boolean).join(' · ');
    jobs.push({ name: drawnPosterName(post.title), text: text(post.heading, byline) });
  }
  return jobs;
}
