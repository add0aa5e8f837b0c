import {
  postNotices,
  findBodyImages,
  findInternalLinks,
  postSlugFromPath,
  stripCode,
  validatePosts,
  withTrailingSlash,
} from './validate-posts';

type PostNode = Parameters<typeof validatePosts>[0][number];

const record = (postId: number, slug: string, overrides: Partial<PostNode> = {}): PostNode => ({
  file: `content/blog/${slug}/index.md`,
  postId,
  slug,
  date: '2026-01-01',
  authorKey: 'amit',
  relatedIds: [],
  rawMarkdownBody: 'Body text.',
  ...overrides,
});

const files = new Set(['content/blog/a/diagram.png']);
const check = (posts: PostNode[]) =>
  validatePosts(posts, ['amit', 'neha'], (file, relative) =>
    files.has(`${file.replace(/index\.md$/, '')}${relative.replace(/^\.\//, '')}`),
  );

const valid = [
  record(1, 'a', { relatedIds: [2, 3], rawMarkdownBody: '![Diagram](./diagram.png)' }),
  record(2, 'b', { relatedIds: [1, 3], rawMarkdownBody: 'See [post a](/blog/a/).' }),
  record(3, 'c', { relatedIds: [1, 2], authorKey: 'neha' }),
];

describe('validatePosts', () => {
  it('accepts consistent posts', () => {
    expect(check(valid)).toEqual([]);
  });

  it('does not stop the build for a number two posts share (postNotices reports it)', () => {
    expect(check([...valid, record(2, 'd')])).toEqual([]);
  });

  it('checks held posts (drafts, scheduled) like any other', () => {
    expect(check([...valid, record(4, 'd', { held: true, authorKey: 'bob' })])).toEqual([
      'content/blog/d/index.md: field "author": unknown author "bob"; use one of: amit, neha',
    ]);
  });

  it('refuses a link from a published post to a held one, which would lead nowhere until its day', () => {
    const held = record(4, 'd', { held: true, rawMarkdownBody: 'See [a](/blog/a/).' });
    const linking = record(5, 'e', { rawMarkdownBody: 'Coming: [d](/blog/d/).' });
    expect(check([...valid, held, linking])).toEqual([
      'content/blog/e/index.md: field "body": link /blog/d/ points to content/blog/d/index.md, a draft or scheduled post; link it once it is live',
    ]);
  });

  it('reports a duplicate slug and a slug that differs from its folder', () => {
    expect(check([...valid, record(4, 'a', { file: 'content/blog/a2/index.md' })])).toEqual([
      'content/blog/a2/index.md: field "title": slug "a" is already used by content/blog/a/index.md',
      'content/blog/a2/index.md: field "title": must equal the folder name "a2" (the slug is the post\'s URL)',
    ]);
  });

  it('reports an unknown author and lists the known ones', () => {
    expect(check([record(1, 'x', { authorKey: 'bob' })])).toEqual([
      'content/blog/x/index.md: field "author": unknown author "bob"; use one of: amit, neha',
    ]);
  });

  it('reports related ids that point to the post itself or repeat', () => {
    expect(check([record(1, 'x', { relatedIds: [1, 99, 2, 2] }), record(2, 'y')])).toEqual([
      'content/blog/x/index.md: field "related[0]": a post cannot be related to itself',
      'content/blog/x/index.md: field "related[3]": post 2 is listed twice',
    ]);
  });

  it('reports a missing body image and a remote body image', () => {
    const post = record(1, 'a', {
      rawMarkdownBody: '![A](./missing.png) ![B](https://cdn.example.com/b.png)',
    });
    expect(check([post])).toEqual([
      'content/blog/a/index.md: field "body": image ./missing.png does not exist',
      'content/blog/a/index.md: field "body": image https://cdn.example.com/b.png must be a file beside the post, like ./diagram.png',
    ]);
  });

  it('reports an internal link without the trailing slash, naming the link and its fix', () => {
    const body = 'See [a](/blog/a), [services](/services/devops#faq), [feed](/rss.xml) and `[code](/blog/a)`.';
    expect(check([record(1, 'a', { rawMarkdownBody: body })])).toEqual([
      'content/blog/a/index.md: field "body": internal link "/blog/a" must end with "/" (write "/blog/a/"; saves a redirect)',
      'content/blog/a/index.md: field "body": internal link "/services/devops#faq" must end with "/" (write "/services/devops/#faq"; saves a redirect)',
    ]);
  });

  it('reports a body link to a post that does not exist', () => {
    expect(check([record(1, 'a', { rawMarkdownBody: 'Read [this](/blog/nope/).' })])).toEqual([
      'content/blog/a/index.md: field "body": link /blog/nope/ points to a post that does not exist',
    ]);
  });

  it('checks links to posts in any spelling: upper case, reference definitions and HTML anchors', () => {
    const body = '[a](/blog/A/) [b][ref] <a href="/blog/gone/">gone</a>\n\n[ref]: /blog/missing/';
    expect(check([record(1, 'a', { rawMarkdownBody: body })])).toEqual([
      'content/blog/a/index.md: field "body": link /blog/missing/ points to a post that does not exist',
      'content/blog/a/index.md: field "body": link /blog/gone/ points to a post that does not exist',
    ]);
  });
});

describe('postNotices', () => {
  it('has nothing to say about consistent posts', () => {
    expect(postNotices(valid)).toEqual([]);
  });

  it('never moves a number from a published post to a held one, even an older-dated draft', () => {
    const draft = record(2, 'a0', { date: '2025-01-01', held: true });
    expect(postNotices([...valid, draft])).toEqual([
      'content/blog/a0/index.md: field "id": number 2 is also used by content/blog/b/index.md, which keeps it; ' +
        "change this post's number to 4 (related links to 2 lead to content/blog/b/index.md)",
    ]);
  });

  it('lets the older of two posts keep a shared number and names a free one for the newer', () => {
    const newer = record(2, 'd', { date: '2026-02-01' });
    expect(postNotices([...valid, newer])).toEqual([
      'content/blog/d/index.md: field "id": number 2 is also used by content/blog/b/index.md, which keeps it; ' +
        "change this post's number to 4 (related links to 2 lead to content/blog/b/index.md)",
    ]);
  });

  it('on the same day, the slug decides which post keeps the number', () => {
    const notices = postNotices([record(7, 'zeta'), record(7, 'alpha')]);
    expect(notices).toEqual([
      expect.stringMatching(/^content\/blog\/zeta\/index\.md: .* used by content\/blog\/alpha/),
    ]);
  });

  it('reports a related post that is gone (deleted) as left out, not as an error', () => {
    expect(postNotices([record(1, 'x', { relatedIds: [2, 9] }), record(2, 'y')])).toEqual([
      'content/blog/x/index.md: field "related[1]": post 9 does not exist; left out of Related Blogs',
    ]);
  });

  it('counts held posts as existing: their related link shows once they are published', () => {
    expect(postNotices([record(1, 'x', { relatedIds: [2] }), record(2, 'y', { held: true })])).toEqual([]);
  });
});

describe('body scanning', () => {
  const body = [
    'Intro ![Diagram](./a.png "Title") and <img src="./b.png" alt="B">.',
    'Links: [tags](/blog/tags/mysql/), [post](/blog/a/), [ext](https://example.org/blog/x/).',
    '```markdown',
    '![Not an image](./in-code.png) [not a link](/blog/in-code/)',
    '```',
    'Inline `![x](./inline.png)` too.',
  ].join('\n');

  it('finds Markdown and HTML images outside code', () => {
    expect(findBodyImages(body)).toEqual(['./a.png', './b.png']);
  });

  it('finds links to site paths outside code', () => {
    expect(findInternalLinks(stripCode(body))).toEqual(['/blog/tags/mysql/', '/blog/a/']);
  });

  it('strips fenced blocks, including indented ones, and inline code', () => {
    expect(stripCode('a\n  ```bash\n  ls\n  ```\nb `c` d')).toBe('a\n\nb  d');
  });
});

test.each([
  // A page path that ends with a slash, and the home page, are right as they are.
  ['/blog/terraform-fundamentals/', null],
  ['/services/devops/', null],
  ['/', null],
  // A page path without one gets the slash, at any depth.
  ['/blog/terraform-fundamentals', '/blog/terraform-fundamentals/'],
  ['/blog', '/blog/'],
  ['/blog/tags/mysql', '/blog/tags/mysql/'],
  // The slash goes before an anchor or a query string; one after the slash is fine.
  ['/blog/foo#setup', '/blog/foo/#setup'],
  ['/blog/foo/#setup', null],
  ['/#contact', null],
  ['/careers?q=react', '/careers/?q=react'],
  ['/careers?q=react#list', '/careers/?q=react#list'],
  ['/careers/?q=react', null],
  // File links are left alone: a last segment with an extension is a file, not a page.
  ['/rss.xml', null],
  ['/sitemap-index.xml', null],
  ['/images/team.jpg', null],
  ['/rss.xml#top', null],
  // Only the last segment counts: a dot in a folder name does not make a page a file.
  ['/v1.2/notes', '/v1.2/notes/'],
])('withTrailingSlash(%j) is %j', (href, fixed) => expect(withTrailingSlash(href)).toBe(fixed));

describe('findInternalLinks', () => {
  it('finds Markdown links, with a title or angle brackets, and link text across lines', () => {
    const text = 'See [a](/blog/a/ "A post"), [b](</blog/b>) and [the\nlast one](/blog/c).';
    expect(findInternalLinks(text)).toEqual(['/blog/a/', '/blog/b', '/blog/c']);
  });

  it('finds reference definitions and HTML anchors', () => {
    const text = ['Read [the guide][g].', '', '[g]: /blog/guide', '<a class="x" href="/contact">Contact</a>'].join(
      '\n',
    );
    expect(findInternalLinks(text)).toEqual(['/blog/guide', '/contact']);
  });

  it('skips external, protocol-relative, relative, mail and anchor-only links', () => {
    const text =
      '[e](https://example.org/blog/x) [p](//cdn.example.org/x) [r](./notes.md) [m](mailto:a@b.in) [h](#setup)';
    expect(findInternalLinks(text)).toEqual([]);
  });

  it('skips images, which have their own rule', () => {
    expect(findInternalLinks('![Diagram](/images/diagram.png) [post](/blog/a)')).toEqual(['/blog/a']);
  });
});

test.each([
  // The slug of a post path, with or without the trailing slash or an anchor.
  ['/blog/terraform-fundamentals/', 'terraform-fundamentals'],
  ['/blog/terraform-fundamentals', 'terraform-fundamentals'],
  ['/blog/terraform-fundamentals/#state', 'terraform-fundamentals'],
  // None for list, tag and non-blog paths, or a broken escape.
  ['/blog/', null],
  ['/blog/page/2/', null],
  ['/blog/tags/mysql/', null],
  ['/services/devops/', null],
  ['/blog/%E0%A4%A/', null],
])('postSlugFromPath(%j) is %j', (path, slug) => expect(postSlugFromPath(path)).toBe(slug));
