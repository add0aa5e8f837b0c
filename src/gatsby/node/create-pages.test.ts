import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { toBlogPostFields } from '../../lib/blog/post-node';
import { blogPostSchema } from '../../lib/content/blog-schema';
import { parseFrontMatter } from '../../lib/content/front-matter';
import { createPages } from './create-pages';

/**
 * Fixture-driven proof of createPages (product-rules §3): tests/fixtures/blog/valid is a consistent little
 * blog; each folder under broken/ adds one post that breaks one cross-file rule, which must stop the
 * build naming its file and field before any page is made.
 */
const FIXTURES = path.resolve(__dirname, '../../../tests/fixtures/blog');
const relative = (file: string) => path.relative(process.cwd(), file);

type PostRow = Queries.CreatePagesQuery['allBlogPost']['nodes'][number];

/** The rows the CreatePages query returns for each post folder. */
function loadPosts(blogDir: string, only?: string): PostRow[] {
  const folders = readdirSync(blogDir).filter((name) => !only || name === only);
  return folders.map((folder) => {
    const file = path.join(blogDir, folder, 'index.md');
    const { data, body: content } = parseFrontMatter(readFileSync(file, 'utf8'));
    const fields = toBlogPostFields(blogPostSchema.parse(data), content, {
      file: relative(file),
      posterPath: null,
      posterName: `post/${folder}`,
    });
    return { ...fields, id: `post-${folder}`, rawMarkdownBody: content, previewOnly: false };
  });
}

function setup(posts: PostRow[]) {
  const authors = JSON.parse(readFileSync(path.join(FIXTURES, 'valid/authors/authors.json'), 'utf8')) as Array<{
    id: string;
  }>;
  const office = { city: 'Greater Noida', region: 'Uttar Pradesh', country: 'IN' };
  const data: Queries.CreatePagesQuery = {
    allBlogPost: { nodes: posts },
    allHeldPost: { nodes: [] },
    allAuthor: { nodes: authors.map((author) => ({ jsonId: author.id })) },
    allService: { nodes: [{ slug: 'devops', order: 1, caseStudies: [{ id: 1 }] }] },
    allCaseStudy: { nodes: [] },
    teamJson: { members: [] },
    allExpertise: { nodes: [{ slug: 'django', order: 1 }] },
    allLegalPage: { nodes: [{ slug: 'terms' }] },
    jobsJson: { jobs: [{ jobId: 'J001', locations: ['Greater Noida', 'Remote'] }] },
    siteJson: { headOffice: office, offices: [] },
    homeJson: { services: [{ service: 'devops' }], industries: [] },
    aboutJson: { emerging: [{ expertise: 'django' }], stats: [] },
    topicsJson: {
      topics: [
        { slug: 'linux', service: 'devops' },
        { slug: 'cloud', service: 'devops' },
        { slug: 'frontend', service: 'devops' },
      ],
    },
  };
  const createPage = jest.fn();
  const panicOnBuild = jest.fn();
  const warn = jest.fn();
  const args = {
    graphql: async () => ({ data }),
    actions: { createPage },
    reporter: { panicOnBuild, warn, info: jest.fn() },
  } as unknown as CreatePagesArgs;
  return { run: () => createPages(args), createPage, panicOnBuild, warn };
}

const validPosts = () => loadPosts(path.join(FIXTURES, 'valid/blog'));
const withBroken = (folder: string) => [...validPosts(), ...loadPosts(path.join(FIXTURES, 'broken/blog'), folder)];
const brokenFile = (folder: string) => `tests/fixtures/blog/broken/blog/${folder}/index.md`;

describe('createPages with consistent content', () => {
  it('creates every page with keys only in its context', async () => {
    const { run, createPage, panicOnBuild } = setup(validPosts());
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
      '/blog/topics/cloud/',
      '/blog/topics/linux/',
      '/careers/j001/',
      '/expertise/django/',
      '/services/devops/',
      '/terms/',
    ]);
    expect(pages.get('/blog/beta-post/')).toEqual({
      id: 'post-beta-post',
      previousId: 'post-alpha-post',
      nextId: 'post-gamma-post',
    });
    expect(pages.get('/blog/alpha-post/')).toMatchObject({ previousId: '' });
    expect(pages.get('/blog/authors/karan/')).toEqual({ author: 'karan', page: 1, pageCount: 1, skip: 0, limit: 12 });
    expect(pages.get('/blog/')).toEqual({ page: 1, pageCount: 1, skip: 0, limit: 12 });
    // A topic page per topic that posts carry (frontend has none, so no empty page), paginated like the blog.
    expect(pages.get('/blog/topics/cloud/')).toEqual({ topic: 'cloud', page: 1, pageCount: 1, skip: 0, limit: 12 });
    expect(pages.get('/services/devops/')).toEqual({ slug: 'devops' });
    expect(pages.get('/expertise/django/')).toEqual({ slug: 'django' });
    expect(pages.get('/terms/')).toEqual({ slug: 'terms' });
    expect(pages.get('/careers/j001/')).toEqual({ jobId: 'J001' });
  });
});

/** A post field as the build names it: the form's label, then the key (form-labels.ts). */
const labelled = (field: string) =>
  `${{ author: 'Author', related: 'Related posts', body: 'Text', topics: 'Topics', id: 'Post number' }[field.replace(/\[.*$/, '')]} (${field})`;

describe('createPages stops the build on a broken post', () => {
  it.each([
    ['unknown-author', 'author', 'unknown author "bob"; use one of: amit, karan'],
    ['self-related', 'related[0]', 'a post cannot be related to itself'],
    ['missing-image', 'body', 'image ./missing-chart.png does not exist'],
    ['unknown-topic', 'topics[1]', '"gardening" is not a topic in content/site/topics.json'],
    ['link-without-slash', 'body', 'internal link "/blog/alpha-post" must end with "/" (write "/blog/alpha-post/"'],
  ])('%s: names the file and the field "%s"', async (folder, field, message) => {
    const { run, createPage, panicOnBuild } = setup(withBroken(folder));
    await run();
    expect(panicOnBuild).toHaveBeenCalledTimes(1);
    expect(panicOnBuild.mock.calls[0]![0]).toContain(`${brokenFile(folder)}: ${labelled(field)}: ${message}`);
    expect(createPage).not.toHaveBeenCalled();
  });
});

describe('createPages repairs and reports what one editor cannot prevent', () => {
  it.each([
    ['missing-related', 'related[2]', 'post 99 does not exist; left out of Related Blogs'],
    [
      'duplicate-id',
      'id',
      'number 2 is also used by tests/fixtures/blog/valid/blog/beta-post/index.md, which keeps it',
    ],
  ])('%s: builds every page and warns naming the file and the field "%s"', async (folder, field, message) => {
    const { run, createPage, panicOnBuild, warn } = setup(withBroken(folder));
    await run();
    expect(panicOnBuild).not.toHaveBeenCalled();
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      expect.stringContaining(`${brokenFile(folder)}: ${labelled(field)}: ${message}`),
    ]);
    expect(createPage.mock.calls.map(([page]) => page.path)).toContain(`/blog/${folder}/`);
  });
});
