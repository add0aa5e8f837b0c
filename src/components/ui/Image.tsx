import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { deferred } from './deferred';

/** GatsbyImage out of the first load: the server-rendered picture shows without it. */
export const GatsbyImage = deferred(() => import('gatsby-plugin-image'), 'GatsbyImage');

/** getImage for an ImageSharp node; the library's own would pull its whole runtime in. */
export const getImage = (node: { gatsbyImageData: IGatsbyImageData } | null) => node?.gatsbyImageData;
