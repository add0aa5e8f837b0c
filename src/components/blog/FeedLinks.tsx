import React from 'react';
import { Rss } from '../ui/icons';
import styled from 'styled-components';
import { ATOM_PATH, FEED_PATH } from '../../lib/routes';
import { theme } from '../../styles/theme';

/** Visible links to the blog's RSS and Atom feeds (product-rules §10 Feeds), for the dark blog banner. */
export function FeedLinks() {
  return (
    <Wrapper>
      <Rss size={18} aria-hidden="true" />
      <span>Follow in a feed reader:</span>
      <a href={FEED_PATH} type="application/rss+xml">
        RSS feed
      </a>
      <a href={ATOM_PATH} type="application/atom+xml">
        Atom feed
      </a>
    </Wrapper>
  );
}

const Wrapper = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  color: ${theme.colors.onDarkMuted};
  a {
    color: ${theme.colors.onDark};
    font-weight: 600;
  }
`;
