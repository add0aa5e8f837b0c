import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parsePostDate } from '../../src/lib/blog/post-date';
import { countWords } from '../../src/lib/blog/post-node';
import { stripCode } from '../../src/lib/blog/validate-posts';
import { contentDir } from './content-dir';

/**
 * Content contract for the blog (conventions §8), true for any set of posts: ids unique, each post a real
 * article (at least 700 words, at least one code block labelled with a highlighted language), related
 * ids resolve, dates parse. Reads the content directly (CONTENT_DIR honoured), no build needed.
 */
const BLOG_DIR = path.join(contentDir, 'blog');
const LANGUAGES = ['shell', 'bash', 'json', 'python', 'sql', 'jsx', 'yaml', 'hcl', 'vim', 'text', 'js', 'css'];
const ALERT_KINDS = ['NOTE', 'TIP', 'WARNING'];

interface Post {
  folder: string;
  id: number;
  date: string;
  related: number[];
  body: string;
  fences: string[];
}

function readPosts(): Post[] {
  return readdirSync(BLOG_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const { data, content } = matter(readFileSync(path.join(BLOG_DIR, entry.name, 'index.md'), 'utf8'));
      return {
        folder: entry.name,
        id: data.id as number,
        date: data.date as string,
        related: data.related as number[],
        body: content,
        fences: [...content.matchAll(/^[ \t]*```([^\s`]*)/gm)].map((m) => m[1] ?? ''),
      };
    });
}

/** Opening fences only: a fence line alternates between opening and closing a block. */
function openingFenceLanguages(post: Post): string[] {
  return post.fences.filter((_, index) => index % 2 === 0);
}

const posts = readPosts();
const ids = new Set(posts.map((post) => post.id));

describe('blog content', () => {
  it('has at least one post, each id a positive whole number used once', () => {
    const list = posts.map((post) => post.id);
    expect(list.length).toBeGreaterThan(0);
    for (const id of list) expect(Number.isInteger(id) && id > 0).toBe(true);
    expect(new Set(list).size).toBe(list.length);
  });

  it.each(posts.map((post) => [post.folder, post] as const))('%s has at least 700 words of body', (_, post) => {
    expect(countWords(post.body)).toBeGreaterThanOrEqual(700);
  });

  it.each(posts.map((post) => [post.folder, post] as const))(
    '%s has a code block, every one labelled with an allowed language',
    (_, post) => {
      const languages = openingFenceLanguages(post);
      expect(languages.length).toBeGreaterThan(0);
      expect(post.fences.length % 2).toBe(0);
      for (const language of languages) expect(LANGUAGES).toContain(language);
    },
  );

  it.each(posts.map((post) => [post.folder, post] as const))(
    '%s relates other posts that exist, each once',
    (_, post) => {
      expect(post.related.length).toBeGreaterThan(0);
      expect(new Set(post.related).size).toBe(post.related.length);
      for (const related of post.related) {
        expect(related).not.toBe(post.id);
        expect(ids.has(related)).toBe(true);
      }
    },
  );

  it.each(posts.map((post) => [post.folder, post] as const))('%s uses only the alert kinds editors have', (_, post) => {
    const kinds = [...stripCode(post.body).matchAll(/^>\s*\[!([A-Za-z]+)\]/gm)].map((m) => m[1]);
    for (const kind of kinds) expect(ALERT_KINDS).toContain(kind);
  });

  it.each(posts.map((post) => [post.folder, post] as const))('%s has a real date', (_, post) => {
    expect(parsePostDate(post.date)).not.toBeNull();
  });
});
