/** The blog list's two orderings (product-rules: Latest = newest first; Hot = featured first). */
export type BlogTab = 'latest' | 'hot';
export const BLOG_TABS: ReadonlyArray<{ id: BlogTab; label: string }> = [
  { id: 'hot', label: 'Hot' },
  { id: 'latest', label: 'Latest' },
];
export const DEFAULT_BLOG_TAB: BlogTab = 'latest';

/** The tab named in a list URL's query (`?tab=hot`), so a chosen tab survives paging and sharing. */
export function blogTabFromSearch(search: string): BlogTab {
  return new URLSearchParams(search).get('tab') === 'hot' ? 'hot' : DEFAULT_BLOG_TAB;
}

/** A list URL that keeps the tab: `withBlogTab('/blog/page/2/', 'hot')` → `/blog/page/2/?tab=hot`. */
export function withBlogTab(path: string, tab: BlogTab): string {
  return tab === DEFAULT_BLOG_TAB ? path : `${path}?tab=${tab}`;
}
