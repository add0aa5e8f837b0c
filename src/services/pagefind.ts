import { onceUntilFailure } from '../lib/once-until-failure';
import { SEARCH_RESULT_LIMIT } from '../lib/search/search-text';

/** The part of Pagefind's browser API the site uses (https://pagefind.app/docs/api/). */
interface PagefindApi {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: Array<{ data(): Promise<PagefindResult> }> }>;
}

type PagefindResult = { url: string; excerpt: string; meta: { title?: string } };

/** One result; `excerpt` is escaped text with the matched words in <mark>. */
export type SearchHit = Record<'url' | 'title' | 'excerpt', string>;

/** The index `src/gatsby/node/post-build.ts` writes after the build; a runtime URL, not a bundled module. */
const PAGEFIND_URL = '/pagefind/pagefind.js';

/** Loaded on the visitor's first search (nothing is fetched before), once; a failed load is tried again next time. */
const loadPagefind = onceUntilFailure(async () => {
  const pagefind = (await import(/* webpackIgnore: true */ PAGEFIND_URL)) as PagefindApi;
  await pagefind.options({ excerptLength: 24 });
  await pagefind.init();
  return pagefind;
});

export async function searchSite(query: string): Promise<SearchHit[]> {
  const { results } = await (await loadPagefind()).search(query);
  const data = await Promise.all(results.slice(0, SEARCH_RESULT_LIMIT).map((result) => result.data()));
  return data.map((item) => ({ url: item.url, title: item.meta.title ?? item.url, excerpt: item.excerpt }));
}
