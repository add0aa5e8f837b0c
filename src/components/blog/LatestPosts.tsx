import React from 'react';
import { ArrowRight } from '../ui/icons';
import styled from 'styled-components';
import { useLatestPosts } from '../../hooks/use-latest-posts';
import { ButtonLink } from '../ui/ButtonLink';
import { Section } from '../ui/Section';
import { PostGrid } from './PostGrid';
import { theme } from '../../styles/theme';

/** The home page's latest-updates strip (product-rules §2 Home, §9: 3 posts); it queries itself. */
export function LatestPosts({ heading, intro }: { heading: string; intro: string }) {
  const posts = useLatestPosts();
  if (posts.length === 0) return null;
  return (
    <Section id="latest-updates" heading={heading} intro={intro}>
      <PostGrid posts={posts} />
      <More>
        <ButtonLink to="/blog/" $variant="outline">
          Read all posts <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      </More>
    </Section>
  );
}

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space.xl};
`;
