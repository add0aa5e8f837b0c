import type { ListPage } from '../../lib/blog/ordering';

/** Page contexts: keys only, never content (conventions §3); templates read `PageProps<Queries.XQuery, XContext>`. */

/** /blog/<slug>/: neighbour ids ('' when none) and the slugs of its tags that have a tag page (used by 2+ posts). */
export interface BlogPostContext {
  id: string;
  previousId: string;
  nextId: string;
  pagedTags: string[];
}

/** /blog/ and /blog/page/<n>/. */
export type BlogListContext = ListPage;

/** /blog/authors/<key>/ and /blog/authors/<key>/<n>/. */
export interface AuthorPageContext extends ListPage {
  author: string;
}

/** /blog/tags/<tag>/: its name as the newest post carrying it spells it. */
export interface BlogTagContext {
  tag: string;
  name: string;
}

/** Service, expertise and legal pages: the content file's slug. */
export interface SlugContext {
  slug: string;
}

/** /careers/<code>/: the job code as written in content/careers/jobs.json, e.g. "J001". */
export interface JobPageContext {
  jobId: string;
}
