import React from 'react';
import { Link } from 'gatsby';
import styled, { css } from 'styled-components';
import { blogTagPath } from '../../lib/routes';
import { theme } from '../../styles/theme';
import { List } from './ShareLinks.styles';

/** The post's tags: a link for those that have a page (used by 2+ posts), plain text for the others. */
export function TagList({ tags }: { tags: ReadonlyArray<{ name: string; slug: string; hasPage: boolean }> }) {
  if (tags.length === 0) return null;
  return (
    <Wrapper>
      <Label id="post-tags">Tags</Label>
      <List aria-labelledby="post-tags">
        {tags.map((tag) => (
          <li key={tag.slug}>
            {tag.hasPage ? <TagLink to={blogTagPath(tag.slug)}>{tag.name}</TagLink> : <TagText>{tag.name}</TagText>}
          </li>
        ))}
      </List>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  margin-top: ${theme.space.xl};
`;

const Label = styled.p`
  margin-bottom: ${theme.space.sm};
  font-weight: 700;
  color: ${theme.colors.navy};
`;

const pill = css`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0.2rem 0.8rem;
  border-radius: ${theme.radii.pill};
  font-size: 0.9375rem;
`;

/** A tag without a page (used by one post only): plain text, visibly not a link. */
const TagText = styled.span`
  ${pill}
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.muted};
`;

const TagLink = styled(Link)`
  ${pill}
  background: ${theme.colors.sky};
  color: ${theme.colors.primaryDark};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
