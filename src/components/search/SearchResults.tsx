import React from 'react';
import { Link } from 'gatsby';
import type { SearchState } from '../../hooks/use-site-search';
import { excerptParts } from '../../lib/search/search-text';
import * as S from './Search.styles';

interface SearchResultsProps {
  state: SearchState;
  /** Called when a result is followed (the dialog closes). */
  onNavigate?: () => void;
}

function statusText(state: SearchState): string {
  switch (state.status) {
    case 'idle':
      return 'Type a word to search posts, services, expertise and jobs.';
    case 'loading':
      return 'Searching…';
    case 'error':
      return 'Search could not load. Check your connection and try again.';
    case 'done':
      return state.hits.length === 0
        ? `No results for “${state.query}”.`
        : `${state.hits.length} result${state.hits.length === 1 ? '' : 's'} for “${state.query}”.`;
  }
}

/** The status line (a live region) and the list of matches with highlighted words. */
export function SearchResults({ state, onNavigate }: SearchResultsProps) {
  const hits = state.status === 'done' ? state.hits : [];
  return (
    <>
      <S.Status role="status">{statusText(state)}</S.Status>
      {state.status === 'done' && hits.length === 0 ? (
        <p>
          Try a shorter or different word, or browse the <Link to="/blog/">blog</Link> and our{' '}
          <Link to="/services/">services</Link>.
        </p>
      ) : null}
      {hits.length > 0 ? (
        <S.List>
          {hits.map((hit) => (
            <li key={hit.url}>
              <S.ResultLink to={hit.url} onClick={onNavigate}>
                {hit.title}
              </S.ResultLink>
              <S.Excerpt>
                {excerptParts(hit.excerpt).map((part, index) =>
                  part.isMatch ? (
                    <mark key={index}>{part.text}</mark>
                  ) : (
                    <React.Fragment key={index}>{part.text}</React.Fragment>
                  ),
                )}
              </S.Excerpt>
            </li>
          ))}
        </S.List>
      ) : null}
    </>
  );
}
