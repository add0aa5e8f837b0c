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
import { buildCoverSvg, postCover, spriteSymbols } from '../../lib/blog/cover-svg';
import { countWords, readingTimeMinutes } from '../../lib/blog/post-node';
import { topicsSchema } from '../../lib/content/topics-schema';
import { glyphSprite } from '../../components/ui/glyph-sprite';
import { BLOG_LIST_POSTER, drawnPosterName } from './graphql-types/blog';
import { mapWithLimit } from './post-process-html';

/**
 * The drawn posters and their cache (docs/performance.md "Poster cache"): outside .cache and public, which
 * `gatsby clean` empties, so a cold build copies each poster instead of drawing it again. An empty or
 * missing cache only means drawing again.
 */
const posterCacheDir = () =>
  path.resolve(process.env.POSTER_CACHE_DIR || path.join('node_modules', '.cache', 'starops-posters'));

/**
 * What a poster is drawn from: the card's cover (topic, motif, reading time; never the heading the card prints
 * under it) and the social image (the heading, for a link shared where nothing else names the post).
 */
export interface PosterDrawing {
  card: string;
  social: string;
}

/** Draws `svg` into `outDir` as the files `posterFiles(key)` names; returns the card's dominant colour. */
export type RenderPoster = (svg: PosterDrawing, key: string, outDir: string) => Promise<{ backgroundColor: string }>;

/** `drawn`: true when this call drew the poster, false when it came from the cache. */
interface CachedPoster {
  key: string;
  backgroundColor: string;
  drawn: boolean;
}

/** The cache key: both SVGs (text, layout, colours, font stack), the output spec and the renderer (20 hex characters). */
export function posterKey(svg: PosterDrawing, renderer: string): string {
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
  svg: PosterDrawing;
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

/** Rasterises each SVG once, then writes the card WebPs from the cover and the social JPEG from the poster. */
const renderPoster: RenderPoster = async (svg, key, outDir) => {
  const rasterise = async (markup: string) => {
    const { data, info } = await sharp(Buffer.from(markup)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data, raw: { raw: { width: info.width, height: info.height, channels: info.channels } } };
  };
  const cover = await rasterise(svg.card);
  const poster = svg.social === svg.card ? cover : await rasterise(svg.social);
  const { cards, social } = posterFiles(key);
  const [{ dominant }] = await Promise.all([
    sharp(cover.data, cover.raw).resize(64).stats(),
    ...cards.map((card) =>
      sharp(cover.data, cover.raw)
        .resize(card.width, card.height)
        .webp({ quality: POSTER_CARD.quality, effort: POSTER_CARD.effort })
        .toFile(path.join(outDir, card.name)),
    ),
    sharp(poster.data, poster.raw)
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
  drawnPosters = await mapWithLimit(jobs, Math.max(2, os.availableParallelism()), async ({ name, svg }) => ({
    name,
    ...(await ensurePoster({ cacheDir, svg, renderer, render: renderPoster })),
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

/**
 * Every poster this build draws, from the content files: the blog list's (its social image only), and one per post
 * without its own poster, whose card cover shows its main topic and reading time (cover-svg.ts).
 */
export function posterJobs(): Array<{ name: string; svg: PosterDrawing; heading: string }> {
  const site = readSiteIdentity();
  const blog = readContent(path.join(contentDir, 'site', 'blog.json'), blogCopySchema);
  const authors = readContent(path.join(contentDir, 'authors', 'authors.json'), authorsSchema) ?? [];
  const topics = readContent(path.join(contentDir, 'site', 'topics.json'), topicsSchema)?.topics ?? [];
  const marks = glyphMarks();
  const authorNames = new Map(authors.map((author) => [author.id, author.name]));
  const text = (heading: string, byline: string): PosterText => ({
    label: `${site.shortName} Blog`,
    heading,
    byline,
    site: `${site.url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/+$/, '')}/blog`,
  });
  const jobs: Array<{ name: string; svg: PosterDrawing; heading: string }> = [];
  if (blog) {
    const list = buildPosterSvg(text(blog.heroTitle, blog.posterTagline));
    jobs.push({ name: BLOG_LIST_POSTER, svg: { card: list, social: list }, heading: blog.heroTitle });
  }
  const blogDir = path.join(contentDir, 'blog');
  for (const folder of existsSync(blogDir) ? readdirSync(blogDir) : []) {
    let body = '';
    const post = readContent(path.join(blogDir, folder, 'index.md'), blogPostSchema, (raw) => {
      const parsed = parseFrontMatter(raw);
      body = parsed.body;
      return parsed.data;
    });
    if (!post || post.poster) continue;
    const byline = [authorNames.get(post.author), post.date].filter(Boolean).join(' · ');
    const card = buildCoverSvg(
      postCover(
        { topicSlugs: post.topics ?? [], readingMinutes: readingTimeMinutes(countWords(body)) },
        topics,
        marks,
        blog?.name || `${site.shortName} Blog`,
      ),
    );
    jobs.push({
      name: drawnPosterName(post.title),
      svg: { card, social: buildPosterSvg(text(post.heading, byline)) },
      heading: post.heading,
    });
  }
  return jobs;
}

/** Each glyph's drawing (the inner markup of its `<symbol>`) from the sprite the pages use (components/ui/glyph-sprite.ts). */
function glyphMarks(): Map<string, string> {
  return spriteSymbols(readFileSync(path.resolve('static', glyphSprite.replace(/^\//, '')), 'utf8'));
}
