import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { ArrowRight } from '../ui/icons';
import { Section } from '../ui/Section';
import { AllPostsLink } from './AllPostsLink';
import { PostGrid } from './PostGrid';
import styled from 'styled-components';
import { swipeRowOnPhones } from '../../styles/swipe-row';

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
      <Swipe>
        <PostGrid posts={posts} />
      </Swipe>
      <AllPostsLink>
        Read all posts <ArrowRight size={18} aria-hidden="true" />
      </AllPostsLink>
    </Section>
  );
}

/** On phones the three cards are one row to swipe through (their links make it reachable by keyboard). */
const Swipe = styled.div`
  > ul {
    ${swipeRowOnPhones}
  }
`;
