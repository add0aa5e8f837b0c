import type { IGatsbyImageData, ImageDataLike } from 'gatsby-plugin-image';
import { deferred } from './deferred';

/**
 * gatsby-plugin-image's GatsbyImage, with the library's code out of the page's first load: the
 * server-rendered picture shows (and fades in) without it, and hydrates after the page.
 */
export const GatsbyImage = deferred(() => import('gatsby-plugin-image'), 'GatsbyImage');

type Node = Record<string, unknown> & {
  images?: { fallback?: { src?: string } };
  gatsbyImageData?: IGatsbyImageData;
  gatsbyImage?: IGatsbyImageData;
  childImageSharp?: { gatsbyImageData?: IGatsbyImageData } | null;
};

/**
 * gatsby-plugin-image's getImage. Importing the library's own would put its whole runtime back into
 * the page's first load (it is one module), so this copy keeps the lookup it does.
 */
export const getImage = (node: ImageDataLike | null): IGatsbyImageData | undefined => {
  const value = node as Node | null;
  if (value?.images?.fallback?.src) return value as unknown as IGatsbyImageData;
  return value?.gatsbyImageData ?? value?.gatsbyImage ?? value?.childImageSharp?.gatsbyImageData ?? undefined;
};
