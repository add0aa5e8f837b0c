import { mkdirSync, readdirSync, readFileSync, existsSync, writeFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import matter from 'gray-matter';
import sharp from 'sharp';
import { BLOG_LIST_POSTER, blogPostersDir, generatedPosterPath } from '../../config/blog';
import { contentDir } from '../../config/site';
import { buildPosterSvg, type PosterText } from '../../lib/blog/poster-svg';

interface PosterJob {
  target: string;
  text: PosterText;
}

/**
 * Renders a 1200x630 poster for every post without one, and one for the blog list, before Gatsby
 * sources files (issue 5 item 5). A file is only rewritten when its bytes change, so unchanged
 * posters keep their processed images in Gatsby's cache. Posts whose front matter is broken are
 * skipped: content validation reports them with the file and field.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const jobs = posterJobs(contentDir);
  mkdirSync(path.join(blogPostersDir, 'posts'), { recursive: true });
  removeStalePosters(new Set(jobs.map((job) => job.target)));
  let written = 0;
  for (const job of jobs) {
    const png = await sharp(Buffer.from(buildPosterSvg(job.text)))
      .png({ compressionLevel: 9 })
      .toBuffer();
    if (existsSync(job.target) && readFileSync(job.target).equals(png)) continue;
    writeFileSync(job.target, png);
    written += 1;
  }
  reporter.info(`Blog posters: ${jobs.length} in ${path.relative(process.cwd(), blogPostersDir)}, ${written} redrawn`);
};

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function posterJobs(root: string): PosterJob[] {
  const site = readJson<{ shortName?: string; url?: string }>(path.join(root, 'site', 'site.json')) ?? {};
  const blog = readJson<{ heroTitle?: string; posterTagline?: string }>(path.join(root, 'site', 'blog.json')) ?? {};
  const authors = readJson<Array<{ id: string; name: string }>>(path.join(root, 'authors', 'authors.json')) ?? [];
  const authorNames = new Map(authors.map((author) => [author.id, author.name]));
  const label = `${site.shortName ?? ''} Blog`.trim();
  const siteLabel = `${(site.url ?? '').replace(/^https?:\/\/(www\.)?/, '').replace(/\/+$/, '')}/blog`;
  const jobs: PosterJob[] = [];

  if (blog.heroTitle && blog.posterTagline) {
    jobs.push({
      target: path.join(blogPostersDir, BLOG_LIST_POSTER),
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
    jobs.push({ target: generatedPosterPath(title), text: { label, heading, byline, site: siteLabel } });
  }
  return jobs;
}

function removeStalePosters(keep: ReadonlySet<string>): void {
  const dir = path.join(blogPostersDir, 'posts');
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!keep.has(file)) unlinkSync(file);
  }
}
