import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { deferred } from './deferred';

/**
 * gatsby-plugin-image's GatsbyImage, with the library's code out of the page's first load: the
 * server-rendered picture shows (and fades in) without it, and hydrates after the page.
 */
export const GatsbyImage = deferred(() => import('gatsby-plugin-image'), 'GatsbyImage');

/**
 * gatsby-plugin-image's getImage, for what the site passes: image data itself, or an ImageSharp node
 * (`childImageSharp`) with its `gatsbyImageData`. Importing the library's own would put its whole
 * runtime back into the page's first load (it is one module).
 */
export const getImage = (
  node: IGatsbyImageData | { gatsbyImageData?: IGatsbyImageData | null } | null,
): IGatsbyImageData | undefined => (node && 'images' in node ? node : (node?.gatsbyImageData ?? undefined));
