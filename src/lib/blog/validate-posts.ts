import { findPostBySlug, postSlugFromPath } from './find-post';
import { findInternalLinks, withTrailingSlash } from './internal-links';

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

export interface ContentIssue {
  file: string;
  field: string;
  message: string;
}

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
      if (!isRelativeFile(image))
        add(post, 'body', `image ${image} must be a file beside the post, like ./diagram.png`);
      else if (!context.fileExists(post.file, image)) add(post, 'body', `image ${image} does not exist`);
    }
    for (const link of findInternalLinks(stripCode(post.body))) {
      const fixed = withTrailingSlash(link);
      if (fixed) add(post, 'body', `internal link "${link}" must end with "/" (write "${fixed}"; saves a redirect)`);
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
    for (const link of findBlogLinks(post.body)) {
      const slug = postSlugFromPath(link);
      if (slug && !findPostBySlug(posts, slug)) add(post, 'body', `link ${link} points to a post that does not exist`);
    }
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
  const text = stripCode(markdown);
  const found = [
    ...[...text.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
    ...[...text.matchAll(/<img\b[^>]*\bsrc=["']([^"']+)["']/gi)].map((m) => m[1]),
  ];
  return found.filter((src): src is string => typeof src === 'string');
}

/** Site-internal links to blog pages in a body (`[text](/blog/slug/)`), for dead-link checks. */
export function findBlogLinks(markdown: string): string[] {
  const text = stripCode(markdown);
  return [...text.matchAll(/(?<!!)\[[^\]]*\]\(\s*(\/blog\/[^)\s]*)/g)].map((m) => m[1]!);
}

/** Images ship with the site (product-rules): a body image is a relative file, never a URL or site path. */
function isRelativeFile(src: string): boolean {
  return !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(src);
}
