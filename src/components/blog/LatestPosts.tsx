import React from 'react';
import { ArrowRight } from '../ui/icons';
import { useLatestPosts } from '../../hooks/use-latest-posts';
import { Section } from '../ui/Section';
import { AllPostsLink } from './AllPostsLink';
import { PostGrid } from './PostGrid';

/** The home page's latest-updates strip (product-rules §2 Home, §9: 3 posts); it queries itself. */
export function LatestPosts({ heading, intro }: { heading: string; intro: string }) {
  const posts = useLatestPosts();
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
