import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parsePostDate } from '../../src/lib/blog/post-date';
import { countWords } from '../../src/lib/blog/reading-time';
import { stripCode } from '../../src/lib/blog/validate-posts';

/**
 * Content contract for the blog (issue 8, STYLE §8): the 32 posts exist with ids 1..32, each is a
 * real article (700-1500 words, at least one labelled code block), related ids resolve, and together
 * the posts use every code language of SPEC §3. Reads content/ directly, no build needed.
 */
const BLOG_DIR = path.resolve(__dirname, '../../content/blog');
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
  it('has the 32 posts, ids 1 to 32, each once', () => {
    expect(posts.map((post) => post.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
  });

  it.each(posts.map((post) => [post.folder, post] as const))('%s has 700 to 1500 words of body', (_, post) => {
    const words = countWords(post.body);
    expect(words).toBeGreaterThanOrEqual(700);
    expect(words).toBeLessThanOrEqual(1500);
  });

  it.each(posts.map((post) => [post.folder, post] as const))('%s has a code block, every one labelled with an allowed language', (_, post) => {
    const languages = openingFenceLanguages(post);
    expect(languages.length).toBeGreaterThan(0);
    expect(post.fences.length % 2).toBe(0);
    for (const language of languages) expect(LANGUAGES).toContain(language);
  });

  it.each(posts.map((post) => [post.folder, post] as const))('%s relates three other posts that exist', (_, post) => {
    expect(post.related).toHaveLength(3);
    expect(new Set(post.related).size).toBe(3);
    for (const related of post.related) {
      expect(related).not.toBe(post.id);
      expect(ids.has(related)).toBe(true);
    }
  });

  it.each(posts.map((post) => [post.folder, post] as const))('%s uses only the alert kinds editors have', (_, post) => {
    const kinds = [...stripCode(post.body).matchAll(/^>\s*\[!([A-Za-z]+)\]/gm)].map((m) => m[1]);
    for (const kind of kinds) expect(ALERT_KINDS).toContain(kind);
  });

  it('uses every code language of SPEC §3 across the 32 posts', () => {
    const used = new Set(posts.flatMap(openingFenceLanguages));
    expect(LANGUAGES.filter((language) => !used.has(language))).toEqual([]);
  });

  it('dates parse and increase with the id (id 32 is the newest)', () => {
    const byId = [...posts].sort((a, b) => a.id - b.id).map((post) => parsePostDate(post.date));
    expect(byId).not.toContain(null);
    expect([...byId].sort()).toEqual(byId);
    expect(new Set(byId).size).toBe(byId.length);
  });

  it('gives at least a third of the posts an image', () => {
    const withImages = posts.filter((post) => /!\[[^\]]+\]\(\.\//.test(stripCode(post.body)));
    expect(withImages.length).toBeGreaterThanOrEqual(Math.ceil(32 / 3));
  });
});
