import React from 'react';
import { Link } from 'gatsby';
import { useSiteSearch, type SearchState } from '../../hooks/use-site-search';
import { SEARCH_PATH } from '../../lib/search/search-text';
import * as S from './Search.styles';

interface SiteSearchProps {
  id: string;
  query: string;
  onQueryChange: (query: string) => void;
  inputRef?: React.Ref<HTMLInputElement>;
  /** Called when a result is followed (the dialog closes). */
  onNavigate?: () => void;
  /** Stand in for the results until the page can search (the static HTML of /search/). */
  children?: React.ReactNode;
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

/**
 * The search box, then the status line (a live region) and the matches with highlighted words. The
 * box is a GET form to /search/ (so Enter, or a visitor without JavaScript, lands on the search page
 * with ?q=) that searches as the visitor types.
 */
export function SiteSearch({ id, query, onQueryChange, inputRef, onNavigate, children }: SiteSearchProps) {
  const state = useSiteSearch(query);
  const hits = state.status === 'done' ? state.hits : [];
  return (
    <>
      <form role="search" action={SEARCH_PATH} method="get" onSubmit={(event) => event.preventDefault()}>
        <S.Label htmlFor={id}>Search the site</S.Label>
        <S.Input
          ref={inputRef}
          id={id}
          type="search"
          role="searchbox"
          name="q"
          autoComplete="off"
          spellCheck={false}
          placeholder="Posts, services, expertise, jobs"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </form>
      {children ?? (
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
                    {/* Pagefind's excerpt is escaped text with the matched words in <mark>: only its text reaches the page. */}
                    {Array.from(
                      new DOMParser().parseFromString(hit.excerpt, 'text/html').body.childNodes,
                      (node, index) =>
                        node.nodeName === 'MARK' ? (
                          <mark key={index}>{node.textContent}</mark>
                        ) : (
                          <React.Fragment key={index}>{node.textContent}</React.Fragment>
                        ),
                    )}
                  </S.Excerpt>
                </li>
              ))}
            </S.List>
          ) : null}
        </>
      )}
    </>
  );
}
