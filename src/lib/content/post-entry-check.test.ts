import { renderArticle } from '../../gatsby/remark/render-article';
import { validatePosts } from '../blog/validate-posts';
import { blogPostSchema } from './blog-schema';
import { objectOf } from './unwrap-rule';
import { checkPostEntry, type PostEntryContext } from './post-entry-check';
import { HIGHLIGHTED_LANGUAGES, NOTE_KINDS, findBodyProblems } from './post-body-schema';
import { postFrontMatterFixture } from '../../../tests/fixtures/post-front-matter';

/*
 * The form and the build run one rule set: every mistake below is refused by the build's own function (the
 * front-matter rule, the body rules, the Markdown rule or the rules across posts) AND by `checkPostEntry`, which
 * the post form runs in every field (src/cms/checked-widget.ts; src/cms/checked-widget.test.ts proves every
 * field of the form runs it). Each mistake names the field the form shows it under.
 */

const labels = {
  id: 'Post number',
  title: 'Web address (slug)',
  heading: 'Headline',
  description: 'Standfirst',
  seoTitle: 'Title in search results',
  body: 'Text',
  related: 'Related posts',
};
const front = { ...postFrontMatterFixture, related: [1, 2] };
const goodBody = '## Setup\n\n![A diagram](./diagram.png)\n\n```bash\nls\n```\n\nSee [b](/blog/b/).\n';
const others = [
  { slug: 'b', id: 1, heading: 'Post B', held: false },
  { slug: 'c', id: 2, heading: 'Post C', held: false },
  { slug: 'later', id: 3, heading: 'Later post', held: true },
];
const files = new Set(['diagram.png']);
const context = (overrides: Partial<PostEntryContext> = {}): PostEntryContext => ({
  folder: 'a-post',
  others,
  authorKeys: ['amit'],
  fileExists: (relative) => files.has(relative.replace(/^\.\//, '')),
  today: '2026-11-28',
  labels,
  ...overrides,
});

/** What the build says about the same post: front matter, body rules, Markdown rule and the rules across posts. */
function buildProblems(data: Record<string, unknown>, body: string, folder = 'a-post'): string[] {
  const parsed = blogPostSchema.safeParse(data);
  const records = [
    {
      file: `content/blog/${folder}/index.md`,
      postId: Number(data.id),
      slug: String(data.title),
      date: '2025-03-10',
      authorKey: String(data.author),
      relatedIds: (data.related as number[]) ?? [],
      rawMarkdownBody: body,
    },
    ...others.map((post) => ({
      file: `content/blog/${post.slug}/index.md`,
      postId: post.id,
      slug: post.slug,
      date: '2025-01-01',
      authorKey: 'amit',
      relatedIds: [1],
      rawMarkdownBody: '',
      held: post.held,
    })),
  ];
  const cross = validatePosts(records, ['amit'], (file, relative) =>
    file.startsWith(`content/blog/${folder}/`) ? files.has(relative.replace(/^\.\//, '')) : true,
  ).filter((line) => line.startsWith(`content/blog/${folder}/`));
  return [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...findBodyProblems(body),
    ...renderArticle(body).problems.map(({ problem }) => problem),
    ...cross,
  ];
}

interface Mistake {
  name: string;
  data?: Record<string, unknown>;
  body?: string;
  /** The field the form shows the problem under. */
  field: string;
  /** Part of the form's message. */
  says: RegExp;
}

const mistakes: Mistake[] = [
  {
    name: 'a headline over 120 characters',
    data: { heading: 'h'.repeat(171) },
    field: 'heading',
    says: /^171 of 120 characters \(51 too many\)$/,
  },
  {
    name: 'a standfirst over 160 characters',
    data: { description: 'd'.repeat(174) },
    field: 'description',
    says: /^174 of 160 characters/,
  },
  {
    name: 'a search title over 60 characters',
    data: { seoTitle: 's'.repeat(65) },
    field: 'seoTitle',
    says: /^65 of 60 characters \(5 too many\)$/,
  },
  { name: 'an address in capitals', data: { title: 'A-Post' }, field: 'title', says: /lower-case words/ },
  {
    name: 'an address over 60 characters',
    data: { title: 'a'.repeat(61) },
    field: 'title',
    says: /61 of 60 characters/,
  },
  {
    name: 'a changed address (the folder stays)',
    data: { title: 'a-post-renamed' },
    field: 'title',
    says: /folder name "a-post"/,
  },
  { name: 'a post number that is not whole', data: { id: 2.5 }, field: 'id', says: /whole number/ },
  { name: 'a date not in the site format', data: { date: '12/05/2026' }, field: 'date', says: /28 Oct 2025/ },
  { name: 'an update before the date', data: { updated: '01 Jan 2025' }, field: 'updated', says: /before/ },
  { name: 'no related post', data: { related: [] }, field: 'related', says: /at least one/ },
  { name: 'a post related to itself', data: { related: [7] }, field: 'related[0]', says: /itself/ },
  { name: 'a related post listed twice', data: { related: [1, 1] }, field: 'related[1]', says: /twice/ },
  {
    name: 'four topics',
    data: { topics: ['linux', 'cloud', 'devops', 'security'] },
    field: 'topics',
    says: /At most 3/,
  },
  { name: 'a topic listed twice', data: { topics: ['linux', 'linux'] }, field: 'topics', says: /twice/ },
  { name: 'an unknown author', data: { author: 'nobody' }, field: 'author', says: /unknown author "nobody"/i },
  { name: 'a picture height over 500', data: { imageMaxHeight: 900 }, field: 'imageMaxHeight', says: /At most 500/ },
  { name: 'a cover that is not a picture file', data: { poster: 'cover.gif' }, field: 'poster', says: /png, jpg/ },
  { name: 'a picture without alt text', body: '![](./diagram.png)', field: 'body', says: /needs alt text/ },
  {
    name: 'a missing picture file',
    body: '![A chart](./chart.png)',
    field: 'body',
    says: /\.\/chart\.png does not exist/,
  },
  {
    name: 'a picture from another site',
    body: '![A chart](https://example.org/c.png)',
    field: 'body',
    says: /file beside the post/,
  },
  { name: 'an unsupported code language', body: '```ruby\nputs 1\n```', field: 'body', says: /code language "ruby"/ },
  { name: 'a code block without a language', body: '```\nls\n```', field: 'body', says: /needs a language/ },
  { name: 'a code block never closed', body: '```bash\nls\n', field: 'body', says: /never closed/ },
  {
    name: 'a note kind that does not exist',
    body: '> [!DANGER]\n> Careful',
    field: 'body',
    says: /\[!DANGER\] does not exist/,
  },
  {
    name: 'an internal link without its final /',
    body: 'See [b](/blog/b).',
    field: 'body',
    says: /must end with "\/"/,
  },
  {
    name: 'a link to a post that does not exist',
    body: 'See [x](/blog/nothing/).',
    field: 'body',
    says: /does not exist/,
  },
  { name: 'a link to a scheduled post', body: 'See [later](/blog/later/).', field: 'body', says: /draft or scheduled/ },
  { name: 'a script link', body: '[read](javascript:alert(1))', field: 'body', says: /javascript/ },
];

describe('checkPostEntry: the form refuses what the build refuses, under the field the form shows', () => {
  it('accepts a post the build accepts', () => {
    expect(buildProblems(front, goodBody)).toEqual([]);
    expect(checkPostEntry(front, goodBody, context())).toEqual([]);
  });

  it.each(mistakes)('$name', ({ data = {}, body = goodBody, field, says }) => {
    const entry = { ...front, ...data };
    expect(buildProblems(entry, body)).not.toEqual([]);
    const found = checkPostEntry(entry, body, context());
    expect(found.filter((problem) => problem.field === field).map((problem) => problem.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(says)]),
    );
  });

  it('covers every field of the post rule', () => {
    const fields = Object.keys(objectOf(blogPostSchema)!.shape);
    const refused = new Set(mistakes.map((mistake) => mistake.field.replace(/\[.*$/, '')));
    // Free text (keywords), switches (technical, draft) and the body rule's own field have no mistake of their own.
    const free = ['seoKeywords', 'technical', 'draft'];
    expect(fields.filter((field) => !refused.has(field) && !free.includes(field))).toEqual([]);
  });

  it('checks every highlighted language and note kind the build knows, and nothing else', () => {
    for (const language of HIGHLIGHTED_LANGUAGES) {
      expect(checkPostEntry(front, `\`\`\`${language}\nx\n\`\`\`\n`, context())).toEqual([]);
    }
    for (const kind of NOTE_KINDS) expect(checkPostEntry(front, `> [!${kind}]\n> x\n`, context())).toEqual([]);
  });

  it('names the form label with each problem', () => {
    const [problem] = checkPostEntry({ ...front, heading: 'h'.repeat(121) }, goodBody, context());
    expect(problem).toEqual({ field: 'heading', label: 'Headline', message: '121 of 120 characters (1 too many)' });
  });

  it('refuses a new post whose address or number another post has, with the next free one', () => {
    const taken = checkPostEntry({ ...front, title: 'b', id: 1, related: [2] }, goodBody, context({ folder: null }));
    expect(taken).toEqual([
      { field: 'title', label: 'Web address (slug)', message: '/blog/b/ is already the address of “Post B”; use b-2' },
      { field: 'id', label: 'Post number', message: 'Number 1 is already used by “Post B”; use 4' },
    ]);
  });

  it('does not refuse a picture the form is still loading, and lets a scheduled post link a scheduled one', () => {
    const unknown = context({ fileExists: () => undefined });
    expect(checkPostEntry(front, '![A chart](./chart.png)', unknown)).toEqual([]);
    const scheduled = { ...front, date: '05 Dec 2026' };
    expect(checkPostEntry(scheduled, 'See [later](/blog/later/).', context())).toEqual([]);
  });
});
