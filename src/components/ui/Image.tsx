import { deferred } from './deferred';

/**
 * gatsby-plugin-image's GatsbyImage, with the library's code out of the page's first load: the
 * server-rendered picture shows (and fades in) without it, and hydrates after the page.
 */
export const GatsbyImage = deferred(() => import('gatsby-plugin-image'), 'GatsbyImage');
