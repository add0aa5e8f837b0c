import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { ArrowRight } from '../ui/icons';
import { Section } from '../ui/Section';
import { AllPostsLink } from './AllPostsLink';
import { PostGrid } from './PostGrid';

/** The home page's latest-updates strip: the 3 newest posts, newest first (product-rules §2 Home, §9); it queries itself. */
export function LatestPosts({ heading, intro }: { heading: string; intro: string }) {
  const posts = useStaticQuery<Queries.LatestPostsQuery>(graphql`
    query LatestPosts {
      allBlogPost(sort: [{ date: DESC }, { postId: DESC }], limit: 3) {
        nodes {
          ...PostCard
        }
      }
    }
  `).allBlogPost.nodes;
  if (posts.length === 0) return null;
  return (
    <Section id="latest-updates" heading={heading} intro={intro}>
      <PostGrid posts={posts} />
      <AllPostsLink>
        Read all posts <ArrowRight size={18} aria-hidden="true" />
      </AllPostsLink>
    </Section>
  );
}
