/**
 * @jest-environment node
 *
 * Heading ids and tag page slugs come from one slug rule (src/lib/slug.js); moving the remark plugin and the
 * tag pages onto it changed no address. Every heading of every post and every keyword still gets the id or
 * slug the rules each used before, copied here as they were.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from '../../src/lib/content/front-matter';
import remarkParse from 'remark-parse';
import unified from 'unified';
import { headingSlug } from '../../src/gatsby/remark/blog-blocks';
import { tagSlug } from '../../src/lib/blog/tags';
import { slugify } from '../../src/lib/slug';
import { contentDir } from './content-dir';

/** The remark plugin's heading rule before the move. */
const previousHeadingSlug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'section';
/** The tag pages' rule before the move. */
const previousTagSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

interface Node {
  type: string;
  depth?: number;
  value?: string;
  children?: Node[];
}
const plainText = (node: Node): string =>
  typeof node.value === 'string' && node.type !== 'html' ? node.value : (node.children ?? []).map(plainText).join('');
const headings = (node: Node): Node[] => (node.type === 'heading' ? [node] : (node.children ?? []).flatMap(headings));

const posts = readdirSync(path.join(contentDir, 'blog')).map((folder) =>
  parseFrontMatter(readFileSync(path.join(contentDir, 'blog', folder, 'index.md'), 'utf8')),
);

describe('one slug rule', () => {
  it('folds accents, drops apostrophes and joins everything else with single hyphens', () => {
    expect(slugify("Step 2: Let's Install Café!")).toBe('step-2-lets-install-cafe');
    expect(slugify('  CI/CD -- GitHub Actions  ')).toBe('ci-cd-github-actions');
    expect(slugify('!!')).toBe('');
    expect(headingSlug('!!')).toBe('section');
  });

  it('gives every heading of every post the id it had before', () => {
    const texts = posts.flatMap((post) => headings(unified().use(remarkParse).parse(post.body) as Node).map(plainText));
    expect(texts.length).toBeGreaterThan(posts.length);
    for (const text of texts) expect([text, headingSlug(text)]).toEqual([text, previousHeadingSlug(text)]);
  });

  it('gives every keyword the tag slug it had before', () => {
    const keywords = posts.flatMap((post) => String(post.data.seoKeywords ?? '').split(','));
    expect(keywords.length).toBeGreaterThan(0);
    for (const keyword of keywords)
      expect([keyword, tagSlug(keyword.trim())]).toEqual([keyword, previousTagSlug(keyword.trim())]);
  });
});
