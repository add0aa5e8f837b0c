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
import { buildPosterSvg, type PosterText } from '../../lib/blog/poster-svg';
import { BLOG_LIST_POSTER, drawnPosterName } from './graphql-types/blog';
import { mapWithLimit } from './post-process-html';

/**
 * The drawn posters and their cache (docs/performance.md "Poster cache"): outside .cache and public, which
 * `gatsby clean` empties, so a cold build copies each poster instead of drawing it again. An empty or
 * missing cache only means drawing again.
 */
const posterCacheDir = () =>
  path.resolve(process.env.POSTER_CACHE_DIR || path.join('node_modules', '.cache', 'starops-posters'));

/** Draws the poster `svg` into `outDir` as the files `posterFiles(key)` names; returns its dominant colour. */
export type RenderPoster = (svg: string, key: string, outDir: string) => Promise<{ backgroundColor: string }>;

/** `drawn`: true when this call drew the poster, false when it came from the cache. */
interface CachedPoster {
  key: string;
  backgroundColor: string;
  drawn: boolean;
}

/** The cache key: the SVG (text, layout, colours, font stack), the output spec and the renderer (20 hex characters). */
export function posterKey(svg: string, renderer: string): string {
  const input = JSON.stringify({ svg, card: POSTER_CARD, social: POSTER_SOCIAL, renderer });
  return createHash('sha256').update(input).digest('hex').slice(0, 20);
}

/** Every image file a poster consists of (in the cache and in public/); `<key>.json` is written after them. */
function entryFileNames(key: string): string[] {
  const { cards, social } = posterFiles(key);
  return [...cards, social].map((file) => file.name);
}

/**
 * The poster for `svg`: content-addressed files, so `<key>.json` existing is a hit. When missing it is drawn
 * into a temporary folder and each file is renamed into place, `<key>.json` last, so a build that stops half-way
 * never leaves a hit without its images.
 */
export async function ensurePoster(options: {
  cacheDir: string;
  svg: string;
  renderer: string;
  render: RenderPoster;
}): Promise<CachedPoster> {
  const { cacheDir, svg, renderer, render } = options;
  const key = posterKey(svg, renderer);
  const colourFile = path.join(cacheDir, `${key}.json`);
  const cached = await fs.readFile(colourFile, 'utf8').catch(() => null);
  if (cached !== null)
    return { key, backgroundColor: (JSON.parse(cached) as { backgroundColor: string }).backgroundColor, drawn: false };
  await fs.mkdir(cacheDir, { recursive: true });
  const tmp = await fs.mkdtemp(path.join(cacheDir, `.draw-${key}-`));
  try {
    const { backgroundColor } = await render(svg, key, tmp);
    await fs.writeFile(path.join(tmp, `${key}.json`), JSON.stringify({ backgroundColor }));
    for (const name of [...entryFileNames(key), `${key}.json`]) {
      await fs.rename(path.join(tmp, name), path.join(cacheDir, name));
    }
    return { key, backgroundColor, drawn: true };
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

/** What else decides the pixels: the versions of sharp and the drawing libraries it bundles. */
function rendererFingerprint(): string {
  const versions = sharp.versions as Record<string, string | undefined>;
  return JSON.stringify(versions);
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
  const drawn = drawnPosters.filter((poster) => poster.drawn).length;
  activity.setStatus(
    `${jobs.length} posters: ${drawn} drawn, ${jobs.length - drawn} from ${path.relative(process.cwd(), cacheDir)}`,
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
  const present = new Set(await fs.readdir(outDir));
  for (const name of present) {
    if (!wanted.has(name)) await fs.rm(path.join(outDir, name), { force: true });
  }
  await mapWithLimit(
    [...wanted].filter((name) => !present.has(name)),
    16,
    async (name) => {
      // Under a temporary name first, so a stopped build never leaves a partial copy that the next one keeps.
      await fs.copyFile(path.join(cacheDir, name), path.join(outDir, `.${name}.tmp`));
      await fs.rename(path.join(outDir, `.${name}.tmp`), path.join(outDir, name));
    },
  );
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
