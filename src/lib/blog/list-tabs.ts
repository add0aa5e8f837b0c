/** The blog list's two orderings (product-rules §2 Blog list). */
export type BlogTab = 'latest' | 'hot';
export const BLOG_TABS: ReadonlyArray<{ id: BlogTab; label: string }> = [
  { id: 'hot', label: 'Hot' },
  { id: 'latest', label: 'Latest' },
];
export const DEFAULT_BLOG_TAB: BlogTab = 'latest';

/** The tab lives in the URL (`?tab=hot`) so that it survives paging and sharing. */
export function blogTabFromSearch(search: string): BlogTab {
  return new URLSearchParams(search).get('tab') === 'hot' ? 'hot' : DEFAULT_BLOG_TAB;
}

/** A list URL that keeps the tab: `withBlogTab('/blog/page/2/', 'hot')` → `/blog/page/2/?tab=hot`. */
export function withBlogTab(path: string, tab: BlogTab): string {
  return tab === DEFAULT_BLOG_TAB ? path : `${path}?tab=${tab}`;
}
