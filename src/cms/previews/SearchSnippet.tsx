import React from 'react';
import styled from 'styled-components';
import type { SearchSnippet as Snippet } from './post-extras';

/** "12 of 60 characters", and how many too many past the limit (the form's counters say the same). */
function countText({ length, limit }: { length: number; limit: number }): string {
  return `${length} of ${limit} characters${length > limit ? ` (${length - limit} too many)` : ''}`;
}

/**
 * The post as a search engine lists it: the page's title, its address and its description, with the length of
 * the search title and standfirst against their limits. Search engines cut a long title or description; the form
 * refuses one over the limit.
 */
export function SearchSnippet({ snippet }: { snippet: Snippet }) {
  return (
    <Result data-search-snippet="">
      <Address>{snippet.url}</Address>
      <Title>{snippet.title}</Title>
      <Description>{snippet.description}</Description>
      <Counts>
        <li data-over={snippet.titleCount.length > snippet.titleCount.limit || undefined}>
          Title in search results: {countText(snippet.titleCount)}
        </li>
        <li data-over={snippet.descriptionCount.length > snippet.descriptionCount.limit || undefined}>
          Standfirst: {countText(snippet.descriptionCount)}
        </li>
      </Counts>
    </Result>
  );
}

// A search engine's own look (system font, its link blue), not the site's: this is where the reader is.
const Result = styled.div`
  max-width: 600px;
  padding: 16px;
  border-radius: 8px;
  background: #fff;
  font-family: Arial, system-ui, sans-serif;
`;

const Address = styled.p`
  margin: 0 0 4px;
  font-size: 14px;
  color: #202124;
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  margin: 0 0 4px;
  font-size: 20px;
  line-height: 1.3;
  color: #1a0dab;
`;

const Description = styled.p`
  margin: 0;
  font-size: 14px;
  line-height: 1.58;
  color: #4d5156;
`;

const Counts = styled.ul`
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  font-size: 13px;
  color: #4d5156;
  [data-over] {
    color: #b42318;
    font-weight: 600;
  }
`;
