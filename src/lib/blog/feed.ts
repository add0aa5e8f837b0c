import { Feed } from 'feed';
import { absoluteUrl } from '../seo/seo';
import { ATOM_PATH, blogPostPath, FEED_PATH } from '../routes';

// The RSS feed of all posts and the Atom feed beside it (product-rules §10 Feeds). Build-time only: the `feed`
// package stays out of the browser, which takes the feeds' addresses from lib/routes.ts.

/** The fields FEED_QUERY selects; `date` and `updated` are ISO calendar dates (2025-04-07). */
export type FeedPost = Pick<Queries.BlogPost, 'slug' | 'heading' | 'description' | 'date' | 'updated' | 'html'> & {
  author: Pick<Queries.Author, 'name'>;
  tags: ReadonlyArray<Pick<Queries.BlogTag, 'name'>>;
};

/** The feeds' query: every post, newest first, with its full HTML. */
export const FEED_QUERY = /* GraphQL */ `
  query BlogFeed {
    allBlogPost(sort: [{ date: DESC }, { postId: DESC }]) {
      nodes {
        slug
        heading
        description
        date
        updated
        author {
          name
        }
        tags {
          name
        }
        html
      }
    }
  }
`;

/**
 * A post's HTML for feed readers, which resolve nothing against our site: links and images absolute,
 * in-page anchors pointing at the post, and no copy buttons (they need the site's script).
 * Example: `<a href="/blog/x/">` → `<a href="https://site/blog/x/">`.
 */
export function feedHtml(html: string, siteUrl: string, postUrl: string): string {
  const absolute = (path: string) => absoluteUrl(siteUrl, path);
  return html
    .replace(/<button\b[^>]*>[\s\S]*?<\/button>/g, '')
    .replace(
      /\b(href|src|poster)="(\/(?!\/)[^"]*)"/g,
      (_m, attr: string, path: string) => `${attr}="${absolute(path)}"`,
    )
    .replace(/\bhref="#([^"]*)"/g, (_m, id: string) => `href="${postUrl}#${id}"`)
    .replace(/\bsrcset="([^"]*)"/g, (_m, list: string) => {
      const candidates = list.split(',').map((candidate) => candidate.trim().replace(/^\/(?!\/)[\s\S]*/, absolute));
      return `srcset="${candidates.join(', ')}"`;
    });
}

/** A calendar date (2025-04-07) as midnight UTC. */
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

type FeedsInput = Record<'siteUrl' | 'title' | 'description' | 'copyright', string> & { posts: readonly FeedPost[] };

/**
 * One `Feed` of all posts, written as RSS 2.0 (`FEED_PATH`) and Atom 1.0 (`ATOM_PATH`) by the `feed` package,
 * which escapes text and wraps HTML in CDATA. An entry's `updated` is its post's last change, the feed's is
 * the newest of those. Example: `feeds({ ... }).rss` starts `<?xml version="1.0" encoding="utf-8"?>`.
 */
export function feeds({ siteUrl, title, description, copyright, posts }: FeedsInput): { rss: string; atom: string } {
  const blogUrl = absoluteUrl(siteUrl, '/blog/');
  const changed = (post: FeedPost) => utcDate(post.updated || post.date);
  const newest =
    posts
      .map((post) => post.updated || post.date)
      .sort()
      .at(-1) ?? '1970-01-01';
  const feed = new Feed({
    id: blogUrl,
    link: blogUrl,
    title,
    description,
    copyright,
    updated: utcDate(newest),
    feedLinks: { rss: absoluteUrl(siteUrl, FEED_PATH), atom: absoluteUrl(siteUrl, ATOM_PATH) },
  });
  for (const post of posts) {
    const url = absoluteUrl(siteUrl, blogPostPath(post.slug));
    feed.addItem({
      title: post.heading,
      id: url,
      link: url,
      published: utcDate(post.date),
      date: changed(post),
      description: post.description,
      // The one place a post's HTML enters the feeds. "]]>" would end the package's CDATA section early,
      // and `&gt;` means the same in HTML text and attributes.
      content: feedHtml(post.html, siteUrl, url).replace(/]]>/g, ']]&gt;'),
      author: [{ name: post.author.name }],
      category: post.tags.map((tag) => ({ name: tag.name, term: tag.name })),
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1() };
}
