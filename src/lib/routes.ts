/** URL builders shared by gatsby-node and links (conventions §3); trailing slash matches `trailingSlash: 'always'`. */
export const servicePath = (slug: string): string => `/services/${slug}/`;
export const expertisePath = (slug: string): string => `/expertise/${slug}/`;
export const blogPostPath = (slug: string): string => `/blog/${slug}/`;
export const careersPath = '/careers/';
export const jobPath = (jobId: string): string => `${careersPath}${jobId.toLowerCase()}/`;
/** Top-level pages built from content/legal/<slug>.md: `/terms/`, `/privacy/`. */
export const legalPath = (slug: string): string => `/${slug}/`;
export const portfolioPath = '/portfolio/';
/** A case study's own page, from content/case-studies/<slug>.json. */
export const caseStudyPath = (slug: string): string => `${portfolioPath}${slug}/`;
/** How an engagement works: models, first two weeks, minimum term, NDA and code ownership, estimates. */
export const howWeWorkPath = '/how-we-work/';
export const contactPath = '/contact/';
/** The RSS and Atom feeds of all posts (product-rules §10 Feeds), written by lib/blog/feed.ts. */
export const FEED_PATH = '/rss.xml';
export const ATOM_PATH = '/atom.xml';

/** An author's page and its list pages: `/blog/authors/amit/`, then `/blog/authors/amit/2/`… */
export const authorPath = (key: string, page = 1): string =>
  page <= 1 ? `/blog/authors/${key}/` : `/blog/authors/${key}/${page}/`;

/** Blog list pages: `/blog/` first, then `/blog/page/2/`, `/blog/page/3/`… */
export const blogListPath = (page: number): string => (page <= 1 ? '/blog/' : `/blog/page/${page}/`);

/** A topic's posts: `/blog/topics/cloud/`, then `/blog/topics/cloud/2/`… (product-rules §10 Topics). */
export const topicPath = (slug: string, page = 1): string =>
  page <= 1 ? `/blog/topics/${slug}/` : `/blog/topics/${slug}/${page}/`;
