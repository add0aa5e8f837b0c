import type { ListPage } from '../../lib/blog/ordering';

/** Page contexts: keys only, never content (conventions §3); templates read `PageProps<Queries.XQuery, XContext>`. */

/** /blog/<slug>/: neighbour ids ('' when none). */
export interface BlogPostContext {
  id: string;
  previousId: string;
  nextId: string;
}

/** /blog/ and /blog/page/<n>/. */
export type BlogListContext = ListPage;

/** /blog/authors/<key>/ and /blog/authors/<key>/<n>/. */
export interface AuthorPageContext extends ListPage {
  author: string;
}

/** /blog/topics/<topic>/ and /blog/topics/<topic>/<n>/: the topic's slug in content/site/topics.json. */
export interface TopicPageContext extends ListPage {
  topic: string;
}

/** Service, expertise and legal pages: the content file's slug. */
export interface SlugContext {
  slug: string;
}

/** /careers/<code>/: the job code as written in content/careers/jobs.json, e.g. "J001". */
export interface JobPageContext {
  jobId: string;
}
