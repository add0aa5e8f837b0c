import { deferred } from './deferred';

/** GatsbyImage out of the first load: the server-rendered picture shows without it. */
export const GatsbyImage = deferred(() => import('gatsby-plugin-image'), 'GatsbyImage');
