/** What cross-file validation needs to know about one post (front matter plus body). */
export interface PostRecord {
  /** Display path of the Markdown file, e.g. content/blog/terraform-fundamentals/index.md. */
  file: string;
  /** Name of the folder holding index.md; must equal the slug. */
  folder: string;
  id: number;
  slug: string;
  author: string;
  related: readonly number[];
  body: string;
}

type ContentIssue = Record<'file' | 'field' | 'message', string>;

export interface ValidationContext {
  authorKeys: readonly string[];
  /** Whether `relative` (e.g. ./diagram.png) exists beside `file`. Injected so this stays pure. */
  fileExists: (file: string, relative: string) => boolean;
}

/**
 * Rules that span files (product-rules §3): unique ids and slugs, slug = folder,
 * author exists, related ids exist and are not the post itself, body images and links to
 * other posts resolve, links to pages of this site end with "/". Field-level rules (types, lengths,
 * dates, the poster file) are the front-matter schema's job (validate-content).
 * Returns every problem at once so an editor can fix them in one go.
 */
export function validatePosts(posts: readonly PostRecord[], context: ValidationContext): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const add = (post: PostRecord, field: string, message: string) => issues.push({ file: post.file, field, message });
  const byId = new Map<number, PostRecord>();
  const bySlug = new Map<string, PostRecord>();
  const authors = new Set(context.authorKeys);
  const slugs = new Set(posts.map((post) => post.slug.toLowerCase()));

  for (const post of posts) {
    const sameId = byId.get(post.id);
    if (sameId) add(post, 'id', `id ${post.id} is already used by ${sameId.file}`);
    else byId.set(post.id, post);

    const sameSlug = bySlug.get(post.slug);
    if (sameSlug) add(post, 'title', `slug "${post.slug}" is already used by ${sameSlug.file}`);
    else bySlug.set(post.slug, post);
    if (post.slug !== post.folder) {
      add(post, 'title', `must equal the folder name "${post.folder}" (the slug is the post's URL)`);
    }

    if (!authors.has(post.author)) {
      add(post, 'author', `unknown author "${post.author}"; use one of: ${[...authors].join(', ')}`);
    }
    for (const image of findBodyImages(post.body)) {
      // Images ship with the site (product-rules): a body image is a relative file, never a URL or site path.
      if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(image))
        add(post, 'body', `image ${image} must be a file beside the post, like ./diagram.png`);
      else if (!context.fileExists(post.file, image)) add(post, 'body', `image ${image} does not exist`);
    }
    for (const link of findInternalLinks(stripCode(post.body))) {
      const fixed = withTrailingSlash(link);
      if (fixed) add(post, 'body', `internal link "${link}" must end with "/" (write "${fixed}"; saves a redirect)`);
      const slug = postSlugFromPath(link);
      if (slug && !slugs.has(slug)) add(post, 'body', `link ${link} points to a post that does not exist`);
    }
  }

  for (const post of posts) {
    const seen = new Set<number>();
    post.related.forEach((relatedId, index) => {
      const field = `related[${index}]`;
      if (relatedId === post.id) add(post, field, 'a post cannot be related to itself');
      else if (!byId.has(relatedId)) add(post, field, `post ${relatedId} does not exist`);
      if (seen.has(relatedId)) add(post, field, `post ${relatedId} is listed twice`);
      seen.add(relatedId);
    });
  }
  return issues;
}

/** `content/blog/a/index.md: field "related[1]": post 99 does not exist` (same style as the schema checks). */
export function formatContentIssue(issue: ContentIssue): string {
  return `${issue.file}: field "${issue.field}": ${issue.message}`;
}

/** Markdown without fenced code blocks and inline code, so examples inside code are not taken as references. */
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

/** The first capture group of every match of each pattern, pattern by pattern. */
function captures(text: string, ...patterns: RegExp[]): string[] {
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

/**
 * Site paths linked from Markdown text: `[text](/path)`, reference definitions `[id]: /path` and
 * HTML `<a href="/path">`. Only paths on this site count (one leading slash); external URLs,
 * protocol-relative `//host` links, relative files and images are left out. Pass text with code
 * removed (stripCode) so examples inside code blocks are not taken as links.
 * Example: `findInternalLinks('[a](/blog/x/) [b](https://example.org/)')` → `['/blog/x/']`.
 */
export function findInternalLinks(text: string): string[] {
  const markdownLinks = /(?<!!)\[[^\]]*\]\(\s*<?([^)\s>]+)/g;
  const definitions = /^[ \t]{0,3}\[[^\]]+\]:[ \t]*<?([^\s>]+)/gm;
  const anchors = /<a\b[^>]*\bhref=["']([^"']+)["']/gi;
  return captures(text, markdownLinks, definitions, anchors).filter((href) => /^\/(?!\/)/.test(href));
}

/**
 * The site builds every page at a path ending in "/" (`trailingSlash: 'always'`), so a link without
 * it costs the reader a 301 redirect. Returns the link as it should be written, or null when it is
 * fine: the slash goes before any `?query` or `#anchor`, and a path whose last segment has a file
 * extension (`/rss.xml`, `/images/a.png`) is a file, not a page.
 * Example: `withTrailingSlash('/blog/foo#setup')` → `'/blog/foo/#setup'`; `withTrailingSlash('/rss.xml')` → null.
 */
export function withTrailingSlash(href: string): string | null {
  const [, path = '', rest = ''] = /^([^?#]*)([\s\S]*)$/.exec(href)!;
  const isFile = /\.[^/]*$/.test(path);
  return path.endsWith('/') || isFile ? null : `${path}/${rest}`;
}

/**
 * The slug named by a blog path, or null for paths that are not a single post: list pages, tag pages
 * and anything outside /blog/. Example: `postSlugFromPath('/blog/terraform-fundamentals/')` →
 * `terraform-fundamentals`; `postSlugFromPath('/blog/page/2/')` → null.
 */
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
