import { blogListPath, blogPostPath } from '../routes';
import type { Crumb } from './seo';

/** Home › …crumbs: the visible breadcrumbs and the BreadcrumbList both use it, so they agree (product-rules §10 Breadcrumbs). */
export function breadcrumbTrail(crumbs: readonly Crumb[]): Crumb[] {
  return [{ name: 'Home', path: '/' }, ...crumbs];
}

/** Blog › …crumbs, then "Page n" on a later list page: `blogTrail([], 2, '/blog/page/2/')` → Blog › Page 2. */
export function blogTrail(crumbs: readonly Crumb[], page = 1, pagePath = ''): Crumb[] {
  const trail = [{ name: 'Blog', path: blogListPath(1) }, ...crumbs];
  return page > 1 ? [...trail, { name: `Page ${page}`, path: pagePath }] : trail;
}

/** Blog › this post (also used by the CMS preview). */
export function postTrail(post: { heading: string; slug: string }): Crumb[] {
  return blogTrail([{ name: post.heading, path: blogPostPath(post.slug) }]);
}
