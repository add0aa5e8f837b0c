import type { ListPage } from '../../lib/blog/ordering';

/**
 * Page context types, typed once (conventions §3): keys only, never content. Templates read them as
 * `PageProps<Queries.XQuery, XContext>`.
 */

/**
 * /blog/<slug>/: the BlogPost node id, its older/newer neighbours ('' when there is none) and the
 * slugs of its tags that have a tag page (only tags used by 2+ posts do).
 */
export interface BlogPostContext {
  id: string;
  previousId: string;
  nextId: string;
  pagedTags: string[];
}

/** /blog/ and /blog/page/<n>/: which slice of the list this page shows. */
export type BlogListContext = ListPage;

/** /blog/authors/<key>/ and /blog/authors/<key>/<n>/: the author key and the slice of their posts. */
export interface AuthorPageContext extends ListPage {
  author: string;
}

/** /blog/tags/<tag>/: the tag's slug, and its name as the newest post carrying it spells it. */
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
