import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { blogPostPath } from '../../lib/routes';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

type Neighbour = { slug: string; heading: string } | null | undefined;

/** Links to the previous (older) and next (newer) post; nothing for a side that has none. */
export function PostNav({ previous, next }: { previous: Neighbour; next: Neighbour }) {
  if (!previous && !next) return null;
  return (
    <Nav aria-label="Previous and next posts">
      {previous ? (
        <Item to={blogPostPath(previous.slug)} rel="prev">
          <Direction>← Previous post</Direction>
          {previous.heading}
        </Item>
      ) : (
        <span />
      )}
      {next ? (
        <Item to={blogPostPath(next.slug)} rel="next" $isNext>
          <Direction>Next post →</Direction>
          {next.heading}
        </Item>
      ) : null}
    </Nav>
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

const Item = styled(Link)<{ $isNext?: boolean }>`
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
