import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { blogTagPath } from '../../lib/routes';

/** Links to the post's tag pages (/blog/tags/<tag>/); nothing for a post without keywords. */
export function TagList({ tags }: { tags: ReadonlyArray<{ name: string; slug: string }> }) {
  if (tags.length === 0) return null;
  return (
    <Wrapper>
      <Label id="post-tags">Tags</Label>
      <List aria-labelledby="post-tags">
        {tags.map((tag) => (
          <li key={tag.slug}>
            <TagLink to={blogTagPath(tag.slug)}>{tag.name}</TagLink>
          </li>
        ))}
      </List>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Label = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TagLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0.2rem 0.8rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sky};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 0.9375rem;
  font-weight: 500;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
