/** Site search rules that need no DOM (product-rules §10 Search): the search page and its URL. */

export const SEARCH_PATH = '/search/';

/** At most this many results are shown; Pagefind ranks them. */
export const SEARCH_RESULT_LIMIT = 10;

/** `/search/?q=…` for a query; the bare page for an empty one. Example: `searchUrl('ci cd')` → '/search/?q=ci+cd'. */
export function searchUrl(query: string): string {
  const trimmed = query.trim();
  return trimmed ? `${SEARCH_PATH}?${new URLSearchParams({ q: trimmed }).toString()}` : SEARCH_PATH;
}

export function readSearchQuery(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').trim();
}
