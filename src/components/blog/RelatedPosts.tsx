import React from 'react';
import { Section } from '../ui/Section';
import { PostGrid } from './PostGrid';

/** product-rules §2 Post: the Related Blogs section, of the related posts on the site (drafts and deleted ones are left out),
 * drawn with the page: it ends a long post, and a jump to the end must land on its real height. */
export function RelatedPosts({ posts }: { posts: readonly Queries.PostCardFragment[] }) {
  return (
    <Section id="related-blogs" heading="Related Blogs" isTinted isDrawnWithPage>
      <PostGrid posts={posts} />
    </Section>
  );
}
