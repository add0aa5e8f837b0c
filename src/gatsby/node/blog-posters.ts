import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import matter from 'gray-matter';
import { BLOG_LIST_POSTER, drawnPosterName } from '../../config/blog';
import { contentDir, readSiteIdentity } from '../../config/site';
import { POSTER_URL_DIR, posterCardImage, posterSocialImage } from '../../lib/blog/poster-images';
import { buildPosterSvg, type PosterText } from '../../lib/blog/poster-svg';
import {
  ensurePoster,
  entryFileNames,
  POSTER_CACHE_MAX_AGE_MS,
  posterCacheDir,
  prunePosterCache,
  renderPoster,
  rendererFingerprint,
} from './poster-cache';

interface PosterJob {
  /** The BlogPoster node's name: `post/<slug>` or the blog list's. */
  name: string;
  text: PosterText;
}

interface DrawnPoster {
  name: string;
  key: string;
  backgroundColor: string;
}

/** This build's posters, from onPreBootstrap to sourceNodes (both run in Gatsby's main process). */
let drawnPosters: DrawnPoster[] = [];

/**
 * Draws a 1200x630 poster for every post without one, and one for the blog list, before Gatsby
 * sources nodes (issue 5 item 5), straight into the files the pages use (issue 15 item 4): WebP at
 * the card widths and a JPEG for og:image, so gatsby-plugin-sharp never processes them. Each poster
 * comes from the poster cache when its key (text, template, output spec, renderer) is there, so a
 * cold build draws only new or changed posters. The files are copied to public/static/posters/.
 * Posts whose front matter is broken are skipped: content validation reports them.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const activity = reporter.activityTimer('Blog posters');
  activity.start();
  const jobs = posterJobs(contentDir);
  const cacheDir = posterCacheDir();
  const renderer = rendererFingerprint();
  const results = await mapWithLimit(jobs, Math.max(2, os.availableParallelism?.() ?? os.cpus().length), (job) =>
    ensurePoster({ cacheDir, svg: buildPosterSvg(job.text), renderer, render: renderPoster }),
  );
  drawnPosters = jobs.map((job, i) => ({
    name: job.name,
    key: results[i]!.key,
    backgroundColor: results[i]!.backgroundColor,
  }));
  await publishPosters(cacheDir, path.resolve('public', POSTER_URL_DIR.replace(/^\//, '')), drawnPosters);
  const pruned = await prunePosterCache(cacheDir, POSTER_CACHE_MAX_AGE_MS);
  const drawn = results.filter((result) => result.drawn).length;
  activity.setStatus(
    `${jobs.length} posters: ${drawn} drawn, ${jobs.length - drawn} from ${path.relative(process.cwd(), cacheDir)}` +
      (pruned ? `, ${pruned} unused removed` : ''),
  );
  activity.end();
};

/** One BlogPoster node per drawn poster: the card's image data and the social image (schema/blog.ts). */
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

/**
 * Copies the posters' files from the cache to `outDir`, and removes files there that no poster of this
 * build uses (a warm build keeps public/). Names are content-addressed, so an existing file of the
 * same name and size is already right.
 */
async function publishPosters(cacheDir: string, outDir: string, posters: readonly DrawnPoster[]): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const wanted = new Set(posters.flatMap(({ key }) => entryFileNames(key)));
  for (const name of await readdir(outDir)) {
    if (!wanted.has(name)) await unlink(path.join(outDir, name));
  }
  await mapWithLimit([...wanted], 16, async (name) => {
    const [source, target] = await Promise.all(
      [path.join(cacheDir, name), path.join(outDir, name)].map((file) => stat(file).catch(() => null)),
    );
    if (!target || target.size !== source?.size) await copyFile(path.join(cacheDir, name), path.join(outDir, name));
  });
}

/** `fn` over `items` with at most `limit` calls in flight; results in input order. */
async function mapWithLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function posterJobs(root: string): PosterJob[] {
  const site = readSiteIdentity(root);
  const blog = readJson<{ heroTitle?: string; posterTagline?: string }>(path.join(root, 'site', 'blog.json')) ?? {};
  const authors = readJson<Array<{ id: string; name: string }>>(path.join(root, 'authors', 'authors.json')) ?? [];
  const authorNames = new Map(authors.map((author) => [author.id, author.name]));
  const label = `${site.shortName} Blog`;
  const siteLabel = `${site.url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/+$/, '')}/blog`;
  const jobs: PosterJob[] = [];

  if (blog.heroTitle && blog.posterTagline) {
    jobs.push({
      name: BLOG_LIST_POSTER,
      text: { label, heading: blog.heroTitle, byline: blog.posterTagline, site: siteLabel },
    });
  }
  const blogDir = path.join(root, 'blog');
  const folders = existsSync(blogDir)
    ? readdirSync(blogDir, { withFileTypes: true }).filter((d) => d.isDirectory())
    : [];
  for (const folder of folders) {
    const file = path.join(blogDir, folder.name, 'index.md');
    if (!existsSync(file)) continue;
    let data: Record<string, unknown>;
    try {
      data = matter(readFileSync(file, 'utf8')).data;
    } catch {
      continue;
    }
    const { title, heading, poster, author, date } = data;
    if (poster || typeof title !== 'string' || typeof heading !== 'string' || !/^[a-z0-9-]+$/.test(title)) continue;
    const byline = [authorNames.get(String(author)), typeof date === 'string' ? date : null]
      .filter(Boolean)
      .join(' · ');
    jobs.push({ name: drawnPosterName(title), text: { label, heading, byline, site: siteLabel } });
  }
  return jobs;
}
