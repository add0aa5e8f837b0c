import { blogListPath, blogPostPath } from '../routes';
import type { Crumb } from './seo';

/**
 * The full trail of a page from the part after Home. The visible breadcrumbs and the BreadcrumbList
 * JSON-LD both come from it, so they cannot disagree (issue 14 item 5).
 * Example: `[{ name: 'Blog', path: '/blog/' }]` → Home › Blog.
 */
export function breadcrumbTrail(crumbs: readonly Crumb[]): Crumb[] {
  return [{ name: 'Home', path: '/' }, ...crumbs];
}

/**
 * Blog › …crumbs, and "Page n" on a later page of a paged list, shown in the banner and given to Seo's
 * BreadcrumbList. Example: `blogTrail([], 2, '/blog/page/2/')` → Blog › Page 2.
 */
export function blogTrail(crumbs: readonly Crumb[], page = 1, pagePath = ''): Crumb[] {
  const trail = [{ name: 'Blog', path: blogListPath(1) }, ...crumbs];
  return page > 1 ? [...trail, { name: `Page ${page}`, path: pagePath }] : trail;
}

/** Blog › this post (also used by the CMS preview). */
export function postTrail(post: { heading: string; slug: string }): Crumb[] {
  return blogTrail([{ name: post.heading, path: blogPostPath(post.slug) }]);
}
