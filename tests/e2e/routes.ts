/** Every route of SPEC §2's route table plus DECISIONS' additions (one post stands for /blog/:title). */
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

export const serviceRoutes = [
  'appdevelopment',
  'webdevelopment',
  'saas',
  'devops',
  'product',
  'itconsulting',
  'itservices',
].map((slug) => `/services/${slug}/`);

export const expertiseRoutes = ['reactjs', 'python', 'nextjs', 'django', 'devops', 'flutter'].map(
  (slug) => `/expertise/${slug}/`,
);

export const samplePostRoute = '/blog/automate-certbot-renewal-with-systemd/';

export const allRoutes = [...staticRoutes, ...serviceRoutes, ...expertiseRoutes, samplePostRoute];
