import { useEffect, useState } from 'react';
import { searchSite, type SearchHit } from '../services/pagefind';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; hits: SearchHit[] }
  | { status: 'error'; query: string };

const DEBOUNCE_MS = 150;

/**
 * Searches as the query changes (debounced); only the latest query's answer is kept, so a slow
 * earlier search never overwrites a newer one.
 */
export function useSiteSearch(query: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setState({ status: 'idle' });
      return undefined;
    }
    let isCurrent = true;
    setState({ status: 'loading', query: trimmed });
    const timer = window.setTimeout(async () => {
      try {
        const hits = await searchSite(trimmed);
        if (isCurrent) setState({ status: 'done', query: trimmed, hits });
      } catch (error) {
        console.error('Site search failed', error);
        if (isCurrent) setState({ status: 'error', query: trimmed });
      }
    }, DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [query]);
  return state;
}
