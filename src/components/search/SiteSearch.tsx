import React from 'react';
import { Link, navigate } from 'gatsby';
import { useSiteSearch, type SearchState } from '../../hooks/use-site-search';
import { SEARCH_PATH } from '../../lib/search/search-text';
import { focusFromKeyboard } from '../../lib/ui/keyboard-focus';
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

const ARROW_STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * The search box, then the status line (a live region) and the matches with highlighted words. It searches as
 * the visitor types; Enter opens the first match, and the arrow keys step between the box and the matches. The
 * box is a GET form to /search/, so a visitor without JavaScript lands on the search page with ?q=.
 */
export function SiteSearch({ id, query, onQueryChange, inputRef, onNavigate, children }: SiteSearchProps) {
  const state = useSiteSearch(query);
  const hits = state.status === 'done' ? state.hits : [];
  const listRef = React.useRef<HTMLOListElement>(null);
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!hits[0]) return;
    onNavigate?.();
    void navigate(hits[0].url);
  };
  const handleArrows = (event: React.KeyboardEvent) => {
    const stops = [document.getElementById(id), ...(listRef.current?.querySelectorAll('a') ?? [])];
    const next = stops[stops.indexOf(document.activeElement as HTMLElement) + (ARROW_STEPS[event.key] ?? NaN)];
    if (!next) return;
    event.preventDefault();
    focusFromKeyboard(next);
  };
  return (
    <>
      <form role="search" action={SEARCH_PATH} method="get" onSubmit={handleSubmit}>
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
          onKeyDown={handleArrows}
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
            <S.List ref={listRef} onKeyDown={handleArrows}>
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
