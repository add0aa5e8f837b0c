import { graphql, useStaticQuery } from 'gatsby';

/** The home page's latest-updates strip: the 3 newest posts as cards, newest first (product-rules §2 Home, §9). */
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
  return data.allBlogPost.nodes;
}
