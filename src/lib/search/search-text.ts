/**
 * Site search rules that need no DOM (issue 14 item 1): the search page URL and Pagefind's excerpts
 * turned into plain text parts, so results render without raw HTML.
 */

export const SEARCH_PATH = '/search/';

/** At most this many results are shown; Pagefind ranks them. */
export const SEARCH_RESULT_LIMIT = 10;

/** `/search/?q=…` for a query; the bare page for an empty one. Example: `searchUrl('ci cd')` → '/search/?q=ci+cd'. */
export function searchUrl(query: string): string {
  const trimmed = query.trim();
  return trimmed ? `${SEARCH_PATH}?${new URLSearchParams({ q: trimmed }).toString()}` : SEARCH_PATH;
}

/** The query of a search page URL's `?q=`; '' when absent. */
export function readSearchQuery(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').trim();
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const point = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) ? String.fromCodePoint(point) : entity;
    }
    return ENTITIES[code.toLowerCase()] ?? entity;
  });
}

/**
 * Pagefind's excerpt is escaped text with the matched words in `<mark>`; this splits it into parts
 * (rendered as text and `<mark>`) so no HTML from the index reaches the page.
 * Example: `excerptParts('a <mark>CI</mark> run')` → [a ][CI, match][ run].
 */
export function excerptParts(excerpt: string): Array<{ text: string; isMatch: boolean }> {
  // Splitting on the marked words leaves them at the odd indexes.
  return excerpt
    .split(/<mark>([\s\S]*?)<\/mark>/)
    .map((text, index) => ({ text: decodeEntities(text.replace(/<[^>]*>/g, '')), isMatch: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}
