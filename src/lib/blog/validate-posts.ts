type PostNode = Pick<
  Queries.CreatePagesQuery['allBlogPost']['nodes'][number],
  'file' | 'postId' | 'slug' | 'authorKey' | 'relatedIds' | 'rawMarkdownBody'
>;

/**
 * The post rules that span files (product-rules §3); field-level rules are the front-matter schema's job.
 * Returns every problem at once, like `content/blog/a/index.md: field "related[1]": post 99 does not exist`.
 * `fileExists(file, relative)`: whether `relative` (./diagram.png) exists beside `file`; injected so this stays pure.
 */
export function validatePosts(
  posts: readonly PostNode[],
  authorKeys: readonly string[],
  fileExists: (file: string, relative: string) => boolean,
): string[] {
  const problems: string[] = [];
  const add = (post: PostNode, field: string, message: string) =>
    problems.push(`${post.file}: field "${field}": ${message}`);
  const byId = new Map<number, PostNode>();
  const bySlug = new Map<string, PostNode>();
  const authors = new Set(authorKeys);
  const slugs = new Set(posts.map((post) => post.slug.toLowerCase()));

  for (const post of posts) {
    const sameId = byId.get(post.postId);
    if (sameId) add(post, 'id', `id ${post.postId} is already used by ${sameId.file}`);
    else byId.set(post.postId, post);

    const sameSlug = bySlug.get(post.slug);
    if (sameSlug) add(post, 'title', `slug "${post.slug}" is already used by ${sameSlug.file}`);
    else bySlug.set(post.slug, post);
    const folder = post.file.split('/').at(-2) ?? '';
    if (post.slug !== folder) {
      add(post, 'title', `must equal the folder name "${folder}" (the slug is the post's URL)`);
    }

    if (!authors.has(post.authorKey)) {
      add(post, 'author', `unknown author "${post.authorKey}"; use one of: ${[...authors].join(', ')}`);
    }
    for (const image of findBodyImages(post.rawMarkdownBody)) {
      // Images ship with the site (product-rules §3): a body image is a relative file, never a URL or site path.
      if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(image))
        add(post, 'body', `image ${image} must be a file beside the post, like ./diagram.png`);
      else if (!fileExists(post.file, image)) add(post, 'body', `image ${image} does not exist`);
    }
    for (const link of findInternalLinks(stripCode(post.rawMarkdownBody))) {
      const fixed = withTrailingSlash(link);
      if (fixed) add(post, 'body', `internal link "${link}" must end with "/" (write "${fixed}"; saves a redirect)`);
      const slug = postSlugFromPath(link);
      if (slug && !slugs.has(slug)) add(post, 'body', `link ${link} points to a post that does not exist`);
    }
  }

  for (const post of posts) {
    post.relatedIds.forEach((relatedId, index) => {
      const field = `related[${index}]`;
      if (relatedId === post.postId) add(post, field, 'a post cannot be related to itself');
      else if (!byId.has(relatedId)) add(post, field, `post ${relatedId} does not exist`);
      if (post.relatedIds.indexOf(relatedId) < index) add(post, field, `post ${relatedId} is listed twice`);
    });
  }
  return problems;
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
