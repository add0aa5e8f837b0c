import React from 'react';
import { Section } from '../ui/Section';
import { PostGrid } from './PostGrid';

/** product-rules §2 Blog detail: the Related Blogs section, fed by the post's three related ids. */
export function RelatedPosts({ posts }: { posts: readonly Queries.PostCardFragment[] }) {
  if (posts.length === 0) return null;
  return (
    <Section id="related-blogs" heading="Related Blogs" isTinted>
      <PostGrid posts={posts} />
    </Section>
  );
}
