import { blogPostPath } from '../routes';
import type { Crumb } from './seo';

/** The first crumb of every trail. */
export const HOME_CRUMB: Crumb = { name: 'Home', path: '/' };

/**
 * The full trail of a page from the part after Home. The visible breadcrumbs and the BreadcrumbList
 * JSON-LD both come from it, so they cannot disagree (issue 14 item 5).
 * Example: `[{ name: 'Blog', path: '/blog/' }]` → Home › Blog.
 */
export function breadcrumbTrail(crumbs: readonly Crumb[]): Crumb[] {
  return [HOME_CRUMB, ...crumbs];
}

/** Blog › this post, shown in the post header and given to Seo's BreadcrumbList (and the CMS preview). */
export function postTrail(post: { heading: string; slug: string }): Crumb[] {
  return [
    { name: 'Blog', path: '/blog/' },
    { name: post.heading, path: blogPostPath(post.slug) },
  ];
}
