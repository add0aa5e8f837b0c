import React from 'react';
import styled from 'styled-components';
import { PostCard } from './PostCard';

interface PostGridProps {
  posts: readonly Queries.PostCardFragment[];
  /** How many leading cards load their posters eagerly (the first row). */
  eagerCount?: number;
  headingLevel?: 'h2' | 'h3';
}

/** Post cards in a responsive grid: as many ~260px columns as fit, one on phones. */
export function PostGrid({ posts, eagerCount = 0, headingLevel }: PostGridProps) {
  return (
    <Grid>
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} isEager={index < eagerCount} headingLevel={headingLevel} />
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;
