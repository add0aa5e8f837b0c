import { absoluteUrl } from '../seo';
import { blogPostPath } from '../routes';

/** The RSS feed of all posts (issue 5 item 6); its URL is also linked from blog pages' heads. */
export const FEED_PATH = '/rss.xml';

/** What one feed item needs from a post (the feed query in gatsby-config selects exactly this). */
export interface FeedPost {
  slug: string;
  heading: string;
  description: string;
  date: string;
  author: { name: string };
  tags: ReadonlyArray<{ name: string }>;
}

/** The GraphQL query gatsby-plugin-feed runs for the feed: every post, newest first. */
export const FEED_QUERY = /* GraphQL */ `
  query BlogFeed {
    allBlogPost(sort: [{ date: DESC }, { postId: DESC }]) {
      nodes {
        slug
        heading
        description
        date
        author {
          name
        }
        tags {
          name
        }
      }
    }
  }
`;

/**
 * One RSS item: absolute link used as the permanent guid, the author and the tags as categories.
 * Example: slug `a` on https://x.com → url `https://x.com/blog/a/`.
 */
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
  };
}
