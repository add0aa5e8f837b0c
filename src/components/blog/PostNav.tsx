import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { blogPostPath } from '../../lib/routes';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

type Neighbour = { slug: string; heading: string } | null | undefined;

/** Links to the previous (older) and next (newer) post; an empty cell keeps "next" on the right. */
export function PostNav({ previous, next }: { previous: Neighbour; next: Neighbour }) {
  if (!previous && !next) return null;
  return (
    <Nav aria-label="Previous and next posts">
      {previous ? <Item post={previous} rel="prev" direction="← Previous post" /> : <span />}
      {next ? <Item post={next} rel="next" direction="Next post →" /> : null}
    </Nav>
  );
}

function Item({ post, rel, direction }: { post: NonNullable<Neighbour>; rel: 'prev' | 'next'; direction: string }) {
  return (
    <ItemLink to={blogPostPath(post.slug)} rel={rel} $isNext={rel === 'next'}>
      <Direction>{direction}</Direction>
      {post.heading}
    </ItemLink>
  );
}

const Nav = styled.nav`
  display: grid;
  gap: ${theme.space.md};
  margin-top: ${theme.space.xl};
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const ItemLink = styled(Link)<{ $isNext?: boolean }>`
  display: block;
  padding: ${theme.space.md} ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.navy};
  font-weight: 600;
  line-height: 1.4;
  text-decoration: none;
  text-align: ${({ $isNext }) => ($isNext ? 'right' : 'left')};
  &:hover {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.surfaceAlt};
  }
`;

const Direction = styled.span`
  display: block;
  margin-bottom: 0.25rem;
  font-size: 0.875rem;
  font-weight: 500;
  color: ${theme.colors.muted};
`;
