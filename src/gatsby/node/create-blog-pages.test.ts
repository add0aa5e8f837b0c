import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs, CreatePagesArgs } from 'gatsby';
import matter from 'gray-matter';
import { toBlogPostFields } from '../../lib/blog/post-node';
import { blogPostSchema } from '../../lib/content/blog-schema';
import { createBlogPages } from './create-blog-pages';
import { validateContentFile } from './validate-content';
import { contentDir } from '../../../tests/content/content-dir';

/**
 * Fixture-driven proof that a broken post stops the build with its file and field named
 * (issue 5 item 1): front-matter rules run as Gatsby reads the file, cross-file rules in the page
 * creator. tests/fixtures/blog/valid is a consistent little blog; each folder under broken/ adds
 * one post that breaks one rule.
 */
const FIXTURES = path.resolve(__dirname, '../../../tests/fixtures/blog');
const relative = (file: string) => path.relative(process.cwd(), file);

interface FakeNode {
  id: string;
  parent?: string;
  [key: string]: unknown;
}

/** Builds the MarkdownRemark and BlogPost nodes the build would create for each post folder. */
function loadPosts(blogDir: string, only?: string): FakeNode[] {
  const folders = readdirSync(blogDir).filter((name) => !only || name === only);
  return folders.flatMap((folder) => {
    const file = path.join(blogDir, folder, 'index.md');
    const { data, content } = matter(readFileSync(file, 'utf8'));
    const frontMatter = blogPostSchema.parse(data);
    const fields = toBlogPostFields(frontMatter, content, {
      file: relative(file),
      posterPath: null,
      posterName: `post/${folder}`,
    });
    return [
      { id: `md-${folder}`, rawMarkdownBody: content, frontmatter: data },
      { id: `post-${folder}`, parent: `md-${folder}`, internal: { type: 'BlogPost' }, ...fields },
    ];
  });
}

function runPageCreator(nodes: FakeNode[]) {
  const authors = JSON.parse(readFileSync(path.join(FIXTURES, 'valid/authors/authors.json'), 'utf8')) as Array<{
    id: string;
  }>;
  const byType: Record<string, FakeNode[]> = {
    BlogPost: nodes.filter((node) => node.id.startsWith('post-')),
    Author: authors.map((author) => ({ id: `author-${author.id}`, jsonId: author.id })),
  };
  const createPage = jest.fn();
  const panicOnBuild = jest.fn();
  const args = {
    actions: { createPage },
    reporter: { panicOnBuild, info: jest.fn() },
    getNodesByType: (type: string) => byType[type] ?? [],
    getNode: (id: string) => nodes.find((node) => node.id === id),
  } as unknown as CreatePagesArgs;
  return { run: () => createBlogPages(args), createPage, panicOnBuild };
}

const validNodes = () => loadPosts(path.join(FIXTURES, 'valid/blog'));
const withBroken = (folder: string) => [...validNodes(), ...loadPosts(path.join(FIXTURES, 'broken/blog'), folder)];
const brokenFile = (folder: string) => `tests/fixtures/blog/broken/blog/${folder}/index.md`;

describe('createBlogPages with consistent posts', () => {
  it('creates post, list, tag (2+ posts) and author pages with keys only in their context', async () => {
    const { run, createPage, panicOnBuild } = runPageCreator(validNodes());
    await run();
    expect(panicOnBuild).not.toHaveBeenCalled();
    const pages = new Map(createPage.mock.calls.map(([page]) => [page.path, page.context]));
    expect([...pages.keys()].sort()).toEqual([
      '/blog/',
      '/blog/alpha-post/',
      '/blog/authors/amit/',
      '/blog/authors/karan/',
      '/blog/beta-post/',
      '/blog/delta-post/',
      '/blog/gamma-post/',
      '/blog/tags/mysql/',
    ]);
    expect(pages.get('/blog/beta-post/')).toEqual({
      id: 'post-beta-post',
      previousId: 'post-alpha-post',
      nextId: 'post-gamma-post',
      pagedTags: ['mysql'],
    });
    expect(pages.get('/blog/alpha-post/')).toMatchObject({ pagedTags: ['mysql'] });
    expect(pages.get('/blog/delta-post/')).toMatchObject({ pagedTags: [] });
    expect(pages.get('/blog/authors/karan/')).toEqual({ author: 'karan', page: 1, pageCount: 1, skip: 0, limit: 12 });
    expect(pages.get('/blog/alpha-post/')).toMatchObject({ previousId: '' });
    expect(pages.get('/blog/')).toEqual({ page: 1, pageCount: 1, skip: 0, limit: 12 });
    expect(pages.get('/blog/tags/mysql/')).toEqual({ tag: 'mysql' });
  });
});

describe('createBlogPages stops the build on a broken post', () => {
  it.each([
    ['unknown-author', 'author', 'unknown author "bob"; use one of: amit, karan'],
    ['missing-related', 'related[2]', 'post 99 does not exist'],
    ['self-related', 'related[0]', 'a post cannot be related to itself'],
    ['duplicate-id', 'id', 'id 2 is already used by tests/fixtures/blog/valid/blog/beta-post/index.md'],
    ['missing-image', 'body', 'image ./missing-chart.png does not exist'],
    ['link-without-slash', 'body', 'internal link "/blog/alpha-post" must end with "/" (write "/blog/alpha-post/"'],
  ])('%s: names the file and the field "%s"', async (folder, field, message) => {
    const { run, createPage, panicOnBuild } = runPageCreator(withBroken(folder));
    await run();
    expect(panicOnBuild).toHaveBeenCalledTimes(1);
    expect(panicOnBuild.mock.calls[0]![0]).toContain(`${brokenFile(folder)}: field "${field}": ${message}`);
    expect(createPage).not.toHaveBeenCalled();
  });
});

describe('front-matter rule of a post (content-rules "blog/index")', () => {
  function validate(file: string) {
    const panicOnBuild = jest.fn();
    const node = {
      id: file,
      internal: { type: 'File' },
      sourceInstanceName: 'blog',
      name: 'index',
      extension: 'md',
      absolutePath: file,
      relativePath: path.basename(path.dirname(file)),
    };
    validateContentFile({ node, reporter: { panicOnBuild } } as unknown as CreateNodeArgs);
    return panicOnBuild.mock.calls.map((call) => String(call[0])).join('\n');
  }

  it('stops the build naming the file and every broken field', () => {
    const file = path.join(FIXTURES, 'broken/blog/bad-front-matter/index.md');
    const message = validate(file);
    const shown = brokenFile('bad-front-matter');
    expect(message).toContain(`${shown}: field "seoTitle": At most 60 characters`);
    expect(message).toContain(`${shown}: field "heading": Required`);
    expect(message).toContain(`${shown}: field "date": Must be a real date written like "28 Oct 2025"`);
    expect(message).toContain(`${shown}: field "related": Must list at least one other post id`);
  });

  it('accepts every post and the authors file of the content', () => {
    const blog = path.join(contentDir, 'blog');
    for (const folder of readdirSync(blog)) expect(validate(path.join(blog, folder, 'index.md'))).toBe('');
    const panicOnBuild = jest.fn();
    const authors = path.join(contentDir, 'authors/authors.json');
    const node = {
      id: 'authors',
      internal: { type: 'File' },
      sourceInstanceName: 'authors',
      name: 'authors',
      extension: 'json',
      absolutePath: authors,
      relativePath: 'authors.json',
    };
    validateContentFile({ node, reporter: { panicOnBuild } } as unknown as CreateNodeArgs);
    expect(panicOnBuild).not.toHaveBeenCalled();
  });
});
