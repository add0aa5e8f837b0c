import { graphql, useStaticQuery } from 'gatsby';

/** Number of posts in the home page's latest-updates strip (product-rules §9). */
export const LATEST_POSTS_COUNT = 3;

/** The newest posts as cards, newest first (product-rules §2 Home: ids 32, 31, 30 today). */
export function useLatestPosts(): readonly Queries.PostCardFragment[] {
  const data = useStaticQuery<Queries.LatestPostsQuery>(graphql`
    query LatestPosts {
      allBlogPost(sort: [{ date: DESC }, { postId: DESC }], limit: 3) {
        nodes {
          ...PostCard
        }
      }
    }
  `);
  return data.allBlogPost.nodes.slice(0, LATEST_POSTS_COUNT);
}
