import { expertiseAreas, postsNewestFirst, services } from './content-pages';

/** Every route of product-rules §2's route table plus product-rules §2's additions (one post stands for /blog/:title). */
export const staticRoutes = [
  '/',
  '/about/',
  '/careers/',
  '/gallery/',
  '/contact/',
  '/blog/',
  '/services/',
  '/expertise/',
  '/portfolio/',
  '/terms/',
  '/privacy/',
];

/** One page per content file (the content the build ran on). */
export const serviceRoutes = services.map((service) => `/services/${service.slug}/`);

export const expertiseRoutes = expertiseAreas.map((area) => `/expertise/${area.slug}/`);

/** Any one post stands for /blog/:title: the first published post by slug. */
export const samplePostRoute = `/blog/${
  postsNewestFirst()
    .map((post) => post.slug)
    .sort()[0]
}/`;

export const allRoutes = [...staticRoutes, ...serviceRoutes, ...expertiseRoutes, samplePostRoute];
