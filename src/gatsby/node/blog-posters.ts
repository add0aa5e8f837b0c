import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import matter from 'gray-matter';
import { contentDir, readSiteIdentity } from '../../config/site';
import { authorsSchema, blogCopySchema, blogPostSchema } from '../../lib/content/blog-schema';
import { POSTER_URL_DIR, posterCardImage, posterSocialImage } from '../../lib/blog/poster-images';
import { buildPosterSvg, type PosterText } from '../../lib/blog/poster-svg';
import {
  type CachedPoster,
  ensurePoster,
  entryFileNames,
  POSTER_CACHE_MAX_AGE_MS,
  posterCacheDir,
  prunePosterCache,
  renderPoster,
  rendererFingerprint,
} from './poster-cache';
import { BLOG_LIST_POSTER, drawnPosterName } from './graphql-types/blog';
import { mapWithLimit } from './post-process-html';

/** A poster to draw; `name` is its BlogPoster node's: `post/<slug>` or the blog list's. */
type PosterJob = { name: string; text: PosterText };

/** This build's posters, from onPreBootstrap to sourceNodes (both run in Gatsby's main process). */
let drawnPosters: Array<CachedPoster & { name: string }> = [];

/**
 * Draws a 1200x630 poster for every post without one, and one for the blog list, before Gatsby
 * sources nodes (issue 5 item 5), straight into the files the pages use (issue 15 item 4): WebP at
 * the card widths and a JPEG for og:image, so gatsby-plugin-sharp never processes them. Each poster
 * comes from the poster cache when its key (text, template, output spec, renderer) is there, so a
 * cold build draws only new or changed posters. The files are copied to public/static/posters/.
 * Posts that break their rule are skipped: content validation reports them.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const activity = reporter.activityTimer('Blog posters');
  activity.start();
  const jobs = posterJobs(contentDir);
  const cacheDir = posterCacheDir();
  const renderer = rendererFingerprint();
  drawnPosters = await mapWithLimit(jobs, Math.max(2, os.availableParallelism()), async ({ name, text }) => ({
    name,
    ...(await ensurePoster({ cacheDir, svg: buildPosterSvg(text), renderer, render: renderPoster })),
  }));
  await publishPosters(cacheDir, path.resolve('public', POSTER_URL_DIR.replace(/^\//, '')), drawnPosters);
  const pruned = await prunePosterCache(cacheDir, POSTER_CACHE_MAX_AGE_MS);
  const drawn = drawnPosters.filter((poster) => poster.drawn).length;
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
async function publishPosters(cacheDir: string, outDir: string, posters: readonly CachedPoster[]): Promise<void> {
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

/** A content file checked by its rule, or null when it is missing or broken (content validation names the problem). */
function readContent<T>(file: string, rule: { parse: (data: unknown) => T }, parse = JSON.parse): T | null {
  try {
    return rule.parse(parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

function posterJobs(root: string): PosterJob[] {
  const site = readSiteIdentity(root);
  const blog = readContent(path.join(root, 'site', 'blog.json'), blogCopySchema);
  const authors = readContent(path.join(root, 'authors', 'authors.json'), authorsSchema) ?? [];
  const authorNames = new Map(authors.map((author) => [author.id, author.name]));
  const text = (heading: string, byline: string): PosterText => ({
    label: `${site.shortName} Blog`,
    heading,
    byline,
    site: `${site.url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/+$/, '')}/blog`,
  });
  const jobs: PosterJob[] = blog ? [{ name: BLOG_LIST_POSTER, text: text(blog.heroTitle, blog.posterTagline) }] : [];
  const blogDir = path.join(root, 'blog');
  for (const folder of existsSync(blogDir) ? readdirSync(blogDir) : []) {
    const post = readContent(path.join(blogDir, folder, 'index.md'), blogPostSchema, (raw) => matter(raw).data);
    if (!post || post.poster) continue;
    const byline = [authorNames.get(post.author), post.date].filter(Boolean).join(' · ');
    jobs.push({ name: drawnPosterName(post.title), text: text(post.heading, byline) });
  }
  return jobs;
}
