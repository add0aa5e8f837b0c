import { absoluteUrl } from '../seo/seo';
import { blogPostPath } from '../routes';
import { escapeMarkup } from '../ui/text';

/** The RSS feed of all posts and the Atom feed beside it (product-rules §10 Feeds). */
export const FEED_PATH = '/rss.xml';
export const ATOM_PATH = '/atom.xml';
/** Namespace of `content:encoded`, which carries a post's full HTML. */
export const RSS_CONTENT_NAMESPACE = 'http://purl.org/rss/1.0/modules/content/';

/** The fields FEED_QUERY selects; `date` and `updated` are ISO calendar dates (2025-04-07). */
export type FeedPost = Pick<Queries.BlogPost, 'slug' | 'heading' | 'description' | 'date' | 'updated' | 'html'> & {
  author: Pick<Queries.Author, 'name'>;
  tags: ReadonlyArray<Pick<Queries.BlogTag, 'name'>>;
};

/** Both feeds run it: every post, newest first, with its full HTML. */
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

/** One RSS item; its absolute URL (slug `a` → `https://x.com/blog/a/`) is the permanent guid. */
export function feedItem(siteUrl: string, post: FeedPost) {
  const url = absoluteUrl(siteUrl, blogPostPath(post.slug));
  return {
    title: post.heading,
    description: post.description,
    date: post.date,
    url,
    guid: url,
    author: post.author.name,
    categories: post.tags.map((tag) => tag.name),
    // "]]>" would end the CDATA section early: split it across two sections.
    custom_elements: [
      { 'content:encoded': { _cdata: feedHtml(post.html, siteUrl, url).replace(/]]>/g, ']]]]><![CDATA[>') } },
    ],
  };
}

/** RFC 3339 wants a time: midnight UTC. */
const atomDate = (date: string) => `${date}T00:00:00Z`;

type AtomFeedInput = Record<'siteUrl' | 'title' | 'subtitle', string> & { posts: readonly FeedPost[] };

/** The Atom 1.0 document of all posts (RFC 4287); the feed's `updated` is the newest change of any post. */
export function atomFeed({ siteUrl, title, subtitle, posts }: AtomFeedInput): string {
  const blogUrl = absoluteUrl(siteUrl, '/blog/');
  const changed = (post: FeedPost) => post.updated || post.date;
  const newest = posts.map(changed).sort().at(-1) ?? '1970-01-01';
  const entries = posts.map((post) => {
    const url = absoluteUrl(siteUrl, blogPostPath(post.slug));
    return [
      '  <entry>',
      `    <title>${escapeMarkup(post.heading)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeMarkup(url)}"/>`,
      `    <id>${escapeMarkup(url)}</id>`,
      `    <published>${atomDate(post.date)}</published>`,
      `    <updated>${atomDate(changed(post))}</updated>`,
      `    <author><name>${escapeMarkup(post.author.name)}</name></author>`,
      ...post.tags.map((tag) => `    <category term="${escapeMarkup(tag.name)}"/>`),
      `    <summary>${escapeMarkup(post.description)}</summary>`,
      `    <content type="html">${escapeMarkup(feedHtml(post.html, siteUrl, url))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeMarkup(title)}</title>`,
    `  <subtitle>${escapeMarkup(subtitle)}</subtitle>`,
    `  <link rel="alternate" type="text/html" href="${escapeMarkup(blogUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeMarkup(absoluteUrl(siteUrl, ATOM_PATH))}"/>`,
    `  <id>${escapeMarkup(blogUrl)}</id>`,
    `  <updated>${atomDate(newest)}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
