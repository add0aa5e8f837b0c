type PostNode = Pick<
  Queries.CreatePagesQuery['allBlogPost']['nodes'][number],
  'file' | 'postId' | 'slug' | 'authorKey' | 'relatedIds' | 'rawMarkdownBody' | 'date'
> & {
  /** Not on the production site yet: a draft or a post dated after the build day (lib/publishing/publication.ts). */
  held?: boolean;
};

/**
 * The post rules that span files (product-rules §3); field-level rules are the front-matter schema's job.
 * Returns every problem at once, like `content/blog/a/index.md: field "body": image ./x.png does not exist`.
 * `posts` includes held posts (drafts, scheduled): they are checked now so they publish cleanly on their day.
 * `fileExists(file, relative)`: whether `relative` (./diagram.png) exists beside `file`; injected so this stays pure.
 * What the build repairs by itself (shared numbers, related posts that are gone) is in `postNotices`.
 */
export function validatePosts(
  posts: readonly PostNode[],
  authorKeys: readonly string[],
  fileExists: (file: string, relative: string) => boolean,
): string[] {
  const problems: string[] = [];
  const bySlug = new Map<string, PostNode>();
  const slugs = new Map(posts.map((post) => [post.slug.toLowerCase(), post]));
  for (const post of posts) {
    const sameSlug = bySlug.get(post.slug);
    if (sameSlug) problems.push(`${post.file}: field "title": slug "${post.slug}" is already used by ${sameSlug.file}`);
    else bySlug.set(post.slug, post);
    const folder = post.file.split('/').at(-2) ?? '';
    const context: PostContext = {
      folder,
      authorKeys,
      fileExists: (relative) => fileExists(post.file, relative),
      postBySlug: (slug) => {
        const target = slugs.get(slug);
        return target && { name: target.file, held: Boolean(target.held) };
      },
    };
    for (const { field, message } of postProblems(post, context))
      problems.push(`${post.file}: field "${field}": ${message}`);
  }
  return problems;
}

/** What `postProblems` needs to know beyond the post: the same for the build and the editor's form. */
export interface PostContext {
  /** The folder the post is saved in (null for a post not saved yet, which gets its slug as folder). */
  folder: string | null;
  authorKeys: readonly string[];
  /** Whether `relative` (./diagram.png) exists beside the post; undefined while the form is still finding out. */
  fileExists: (relative: string) => boolean | undefined;
  /** The post a slug names, how it is named in messages, and whether it is held (draft or scheduled). */
  postBySlug: (slug: string) => { name: string; held: boolean } | undefined;
}

/** One post's problems that depend on other files, by field: what `validatePosts` reports and the form refuses. */
export function postProblems(
  post: Pick<PostNode, 'slug' | 'authorKey' | 'relatedIds' | 'rawMarkdownBody' | 'postId' | 'held'>,
  context: PostContext,
): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (context.folder !== null && post.slug !== context.folder) {
    add('title', `must equal the folder name "${context.folder}" (the slug is the post's URL)`);
  }
  if (!context.authorKeys.includes(post.authorKey)) {
    add('author', `unknown author "${post.authorKey}"; use one of: ${context.authorKeys.join(', ')}`);
  }
  for (const image of findBodyImages(post.rawMarkdownBody)) {
    // Images ship with the site (product-rules §3): a body image is a relative file, never a URL or site path.
    if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(image))
      add('body', `image ${image} must be a file beside the post, like ./diagram.png`);
    else if (context.fileExists(image) === false) add('body', `image ${image} does not exist`);
  }
  for (const link of findInternalLinks(stripCode(post.rawMarkdownBody))) {
    const fixed = withTrailingSlash(link);
    if (fixed) add('body', `internal link "${link}" must end with "/" (write "${fixed}"; saves a redirect)`);
    const slug = postSlugFromPath(link);
    const target = slug ? context.postBySlug(slug) : undefined;
    if (slug && !target) add('body', `link ${link} points to a post that does not exist`);
    else if (target?.held && !post.held) {
      add('body', `link ${link} points to ${target.name}, a draft or scheduled post; link it once it is live`);
    }
  }
  post.relatedIds.forEach((relatedId, index) => {
    const field = `related[${index}]`;
    if (relatedId === post.postId) add(field, 'a post cannot be related to itself');
    if (post.relatedIds.indexOf(relatedId) < index) add(field, `post ${relatedId} is listed twice`);
  });
  return problems;
}

/**
 * What the build repairs and reports instead of refusing, so one editor's change never stops another's:
 * - two posts with one number (drafts made at the same time): a published post keeps it before a held one,
 *   then the older post (date, then slug), and
 *   related links to the number lead there; the newer post should take the next free number;
 * - a related post that no longer exists (deleted) is left out of the "Related Blogs" row.
 * Example: `content/blog/b/index.md: field "related[0]": post 9 does not exist; left out of Related Blogs`.
 */
export function postNotices(posts: readonly PostNode[]): string[] {
  const notices: string[] = [];
  const owners = idOwners(posts);
  const nextFree = Math.max(0, ...posts.map((post) => post.postId)) + 1;
  let free = nextFree;
  for (const post of [...posts].sort(keepsNumberFirst)) {
    const owner = owners.get(post.postId)!;
    if (owner !== post) {
      notices.push(
        `${post.file}: field "id": number ${post.postId} is also used by ${owner.file}, which keeps it; ` +
          `change this post's number to ${free++} (related links to ${post.postId} lead to ${owner.file})`,
      );
    }
  }
  for (const post of posts) {
    post.relatedIds.forEach((relatedId, index) => {
      if (relatedId !== post.postId && !owners.has(relatedId)) {
        notices.push(
          `${post.file}: field "related[${index}]": post ${relatedId} does not exist; left out of Related Blogs`,
        );
      }
    });
  }
  return notices;
}

/** Older first: the earlier date, then the slug, so the post already on the site keeps a shared number. */
export function olderFirst(a: Pick<PostNode, 'date' | 'slug'>, b: Pick<PostNode, 'date' | 'slug'>): number {
  return a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? -1 : 1;
}

/**
 * Which of two posts keeps a number they share: one on the site before a held one (a draft or scheduled post
 * never takes a number from a published post, whatever its date), then the older.
 */
function keepsNumberFirst(a: PostNode, b: PostNode): number {
  return Number(Boolean(a.held)) - Number(Boolean(b.held)) || olderFirst(a, b);
}

/** The post each number leads to: of the posts that use it, a published one first, then the oldest. */
function idOwners(posts: readonly PostNode[]): Map<number, PostNode> {
  const owners = new Map<number, PostNode>();
  for (const post of [...posts].sort(keepsNumberFirst)) if (!owners.has(post.postId)) owners.set(post.postId, post);
  return owners;
}

/** Markdown without code, so examples inside code are not taken as references. */
export function stripCode(markdown: string): string {
  return markdown.replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Image sources in a body, from Markdown `![alt](./x.png "title")` and HTML `<img src="./x.png">`. */
export function findBodyImages(markdown: string): string[] {
  return captures(
    stripCode(markdown),
    /!\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
    /<img\b[^>]*\bsrc=["']([^"']+)["']/gi,
  );
}

function captures(text: string, ...patterns: RegExp[]): string[] {
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

/**
 * Site paths (one leading slash) linked from Markdown text by `[text](/path)`, `[id]: /path` or `<a href>`.
 * Example: `findInternalLinks('[a](/blog/x/) [b](https://example.org/)')` → `['/blog/x/']`.
 */
export function findInternalLinks(text: string): string[] {
  const markdownLinks = /(?<!!)\[[^\]]*\]\(\s*<?([^)\s>]+)/g;
  const definitions = /^[ \t]{0,3}\[[^\]]+\]:[ \t]*<?([^\s>]+)/gm;
  const anchors = /<a\b[^>]*\bhref=["']([^"']+)["']/gi;
  return captures(text, markdownLinks, definitions, anchors).filter((href) => /^\/(?!\/)/.test(href));
}

/**
 * A page link as it should be written (`trailingSlash: 'always'`, else a 301 redirect), or null when it is fine
 * or names a file. Example: `withTrailingSlash('/blog/foo#setup')` → `'/blog/foo/#setup'`; `'/rss.xml'` → null.
 */
export function withTrailingSlash(href: string): string | null {
  const [, path = '', rest = ''] = /^([^?#]*)([\s\S]*)$/.exec(href)!;
  const isFile = /\.[^/]*$/.test(path);
  return path.endsWith('/') || isFile ? null : `${path}/${rest}`;
}

/** The slug a post's path names, else null: `postSlugFromPath('/blog/a/')` → `a`; `'/blog/page/2/'` → null. */
export function postSlugFromPath(pathname: string): string | null {
  const segment = /^\/blog\/([^/?#]+)\/?(?:[?#].*)?$/.exec(pathname.trim())?.[1];
  if (!segment) return null;
  try {
    const slug = decodeURIComponent(segment).toLowerCase();
    return slug === 'page' || slug === 'tags' ? null : slug;
  } catch {
    return null; // A malformed %-escape names no post.
  }
}
