import React from 'react';
import styled from 'styled-components';
import { PostCard } from './PostCard';
import { gridList } from '../../styles/mixins';
import { theme } from '../../styles/theme';

interface PostGridProps {
  posts: readonly Queries.PostCardFragment[];
  /** How many leading cards load their posters eagerly (the first row). */
  eagerCount?: number;
  headingLevel?: 'h2' | 'h3';
}

/** Post cards in a grid of one, two or three columns. */
export function PostGrid({ posts, eagerCount = 0, headingLevel }: PostGridProps) {
  return (
    <Grid>
      {posts.map((post, index) => (
        <PostCard
          key={post.id}
          post={post}
          isEager={index < eagerCount}
          isPriority={index === 0 && eagerCount > 0}
          headingLevel={headingLevel}
        />
      ))}
    </Grid>
  );
}

/** Columns follow the grid's width, not the viewport (it may sit beside the Top Writer panel). */
const Grid = styled.ul`
  ${gridList}
  gap: ${theme.space.lg};
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(100%, max(260px, calc((100% - 2 * ${theme.space.lg}) / 3))), 1fr)
  );
`;
