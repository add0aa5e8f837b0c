/**
 * Head rules of the blog (product-rules §3 Blog page metadata / Blog head inputs, §4 Blog head, §9, product-rules).
 * Pages pass the result to `Seo`; every rule is unit-tested in blog-seo.test.ts.
 */
import { isFeaturedPost } from '../blog/ordering';
import { isoDuration } from '../blog/reading-time';
import { MAX_TAGS } from '../blog/tags';
import { absoluteUrl, mergeKeywords, OG_IMAGE_SIZE, LOCALE, type SeoInput } from './seo';

export const BLOG_SECTION = 'Technology';
export const BLOG_CATEGORY = 'Software Development';
export const BLOG_DEFAULT_TITLE_SUFFIX = 'Latest Insights & Industry Trends';
/** Structured blog data lists this many posts (product-rules §9). */
export const BLOG_JSON_LD_POSTS = 5;

export interface BlogSiteInfo {
  /** Company name, e.g. StarOps Technologies. */
  name: string;
  /** Short brand, e.g. StarOps. */
  shortName: string;
  url: string;
  logoPath: string;
  social: ReadonlyArray<{ network: string; url: string }>;
}

export interface BlogAuthor {
  name: string;
  jobTitle?: string | null;
  /** Professional profile (LinkedIn). */
  url?: string | null;
  imageUrl?: string | null;
}

export interface BlogImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

/** product-rules §3 Blog head inputs, as the post template knows them. */
export interface BlogPostHeadInput {
  postId: number;
  /** The post's SEO title; without one the blog default title is used. */
  title?: string | null;
  headline: string;
  description?: string | null;
  path: string;
  image?: BlogImage | null;
  author?: BlogAuthor | null;
  keywords: readonly string[];
  /** ISO date. */
  publishedDate: string;
  /** ISO date; defaults to the published date. */
  modifiedDate?: string | null;
  readingTimeMinutes: number;
  wordCount?: number;
  isTechnical: boolean;
}

/** product-rules §3 Blog page metadata. */
export interface BlogPageMetadata {
  title: string;
  description: string;
  keywords: string[];
  canonicalUrl: string;
  ogImage: BlogImage | null;
  author: string;
  publishedTime: string;
  modifiedTime: string;
  section: string;
  tags: string[];
  readingTime: number;
  category: string;
  featured: boolean;
}

/** `'{title} | {site} Blog'`, or `'{site} Blog | Latest Insights & Industry Trends'` without a title (product-rules §9). */
export function buildBlogTitle(siteName: string, title?: string | null): string {
  const clean = title?.trim();
  return clean ? `${clean} | ${siteName} Blog` : `${siteName} Blog | ${BLOG_DEFAULT_TITLE_SUFFIX}`;
}

/** The terms every blog page's keywords gain (product-rules §9), starting with the company name. */
export function blogExtraKeywords(siteName: string): string[] {
  return [
    siteName,
    'IT blog',
    'web development blog',
    'app development insights',
    'DevOps trends',
    'technology blog',
    'software development tips',
  ];
}

/** A post's keywords followed by the fixed extra terms, without duplicates. */
export function buildBlogKeywords(siteName: string, keywords: readonly string[]): string[] {
  return mergeKeywords(keywords, blogExtraKeywords(siteName));
}

/** Tags are the first 10 of the post's own keywords (product-rules §9). */
export function buildBlogTags(keywords: readonly string[]): string[] {
  return mergeKeywords(keywords).slice(0, MAX_TAGS);
}

/** Author name for meta tags: the post's author, else the company ('StarOps Technologies'). */
export function metaAuthorName(site: Pick<BlogSiteInfo, 'name'>, author?: BlogAuthor | null): string {
  return author?.name?.trim() || site.name;
}

/** Author name for structured data: the post's author, else '{short name} Team' ('StarOps Team'). */
export function structuredAuthorName(site: Pick<BlogSiteInfo, 'shortName'>, author?: BlogAuthor | null): string {
  return author?.name?.trim() || `${site.shortName} Team`;
}

/** The publisher's professional-network and microblog profiles (product-rules §4: technical articles). */
export function publisherProfiles(site: Pick<BlogSiteInfo, 'social'>): string[] {
  return site.social.filter((p) => p.network === 'LinkedIn' || p.network === 'X').map((p) => p.url);
}

/** Every product-rules §3 Blog page metadata field for one post. */
export function buildBlogPageMetadata(
  site: BlogSiteInfo,
  input: BlogPostHeadInput,
  defaultDescription: string,
): BlogPageMetadata {
  return {
    title: buildBlogTitle(site.name, input.title),
    description: input.description?.trim() || defaultDescription,
    keywords: buildBlogKeywords(site.name, input.keywords),
    canonicalUrl: absoluteUrl(site.url, input.path),
    ogImage: input.image ?? null,
    author: metaAuthorName(site, input.author),
    publishedTime: input.publishedDate,
    modifiedTime: input.modifiedDate || input.publishedDate,
    section: BLOG_SECTION,
    tags: buildBlogTags(input.keywords),
    readingTime: input.readingTimeMinutes,
    category: BLOG_CATEGORY,
    featured: isFeaturedPost(input.postId),
  };
}

/** The props `Seo` renders for a post page. */
export function blogSeoInput(metadata: BlogPageMetadata, path: string): SeoInput {
  return {
    fullTitle: metadata.title,
    description: metadata.description,
    path,
    keywords: metadata.keywords,
    image: metadata.ogImage ?? undefined,
    ogType: 'article',
    author: metadata.author,
    publishedTime: metadata.publishedTime,
    modifiedTime: metadata.modifiedTime,
    section: metadata.section,
    tags: metadata.tags,
    readingTimeMinutes: metadata.readingTime,
    category: metadata.category,
  };
}

function imageObject(site: BlogSiteInfo, image: BlogImage): Record<string, unknown> {
  return {
    '@type': 'ImageObject',
    url: absoluteUrl(site.url, image.url),
    width: image.width ?? OG_IMAGE_SIZE.width,
    height: image.height ?? OG_IMAGE_SIZE.height,
  };
}

function publisher(site: BlogSiteInfo, withProfiles: boolean): Record<string, unknown> {
  return {
    '@type': 'Organization',
    '@id': `${absoluteUrl(site.url, '/')}#organization`,
    name: site.name,
    url: absoluteUrl(site.url, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(site.url, site.logoPath) },
    ...(withProfiles ? { sameAs: publisherProfiles(site) } : {}),
  };
}

/** schema.org Person for a post's author (product-rules: visible bio + Person data, no hidden text). */
export function buildPersonJsonLd(site: BlogSiteInfo, author: BlogAuthor): Record<string, unknown> {
  return {
    '@type': 'Person',
    name: author.name,
    ...(author.jobTitle ? { jobTitle: author.jobTitle } : {}),
    ...(author.url ? { url: author.url, sameAs: [author.url] } : {}),
    ...(author.imageUrl ? { image: absoluteUrl(site.url, author.imageUrl) } : {}),
    worksFor: { '@type': 'Organization', name: site.name, url: absoluteUrl(site.url, '/') },
  };
}

/** The post's author as a Person, or the '{short name} Team' organisation when there is none (product-rules §9). */
export function authorJsonLd(site: BlogSiteInfo, author?: BlogAuthor | null): Record<string, unknown> {
  if (author?.name?.trim()) return buildPersonJsonLd(site, author);
  return { '@type': 'Organization', name: structuredAuthorName(site, null), url: absoluteUrl(site.url, '/') };
}

/**
 * BlogPosting, or TechArticle when the technical flag is set; then the publisher also carries its
 * LinkedIn and X profiles (product-rules §4). Reading time is a PT{n}M duration (product-rules §9).
 */
export function buildBlogPostingJsonLd(site: BlogSiteInfo, input: BlogPostHeadInput): Record<string, unknown> {
  const url = absoluteUrl(site.url, input.path);
  return {
    '@context': 'https://schema.org',
    '@type': input.isTechnical ? 'TechArticle' : 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: input.headline,
    ...(input.title?.trim() ? { name: input.title.trim() } : {}),
    ...(input.description?.trim() ? { description: input.description.trim() } : {}),
    ...(input.image ? { image: imageObject(site, input.image) } : {}),
    author: authorJsonLd(site, input.author),
    publisher: publisher(site, input.isTechnical),
    datePublished: input.publishedDate,
    dateModified: input.modifiedDate || input.publishedDate,
    inLanguage: LOCALE,
    articleSection: BLOG_SECTION,
    genre: BLOG_CATEGORY,
    keywords: buildBlogKeywords(site.name, input.keywords).join(', '),
    timeRequired: isoDuration(input.readingTimeMinutes),
    ...(input.wordCount ? { wordCount: input.wordCount } : {}),
    isAccessibleForFree: true,
  };
}

export interface BlogListPost {
  headline: string;
  description: string;
  path: string;
  publishedDate: string;
  authorName?: string | null;
  image?: BlogImage | null;
}

/** schema.org Blog for a list page, listing only its first 5 posts (product-rules §2 Blog list, §9). */
export function buildBlogJsonLd(
  site: BlogSiteInfo,
  blog: { name: string; description: string; path: string },
  posts: readonly BlogListPost[],
): Record<string, unknown> {
  const url = absoluteUrl(site.url, blog.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': `${url}#blog`,
    url,
    name: blog.name,
    description: blog.description,
    inLanguage: LOCALE,
    publisher: publisher(site, false),
    blogPost: posts.slice(0, BLOG_JSON_LD_POSTS).map((post) => ({
      '@type': 'BlogPosting',
      headline: post.headline,
      description: post.description,
      url: absoluteUrl(site.url, post.path),
      datePublished: post.publishedDate,
      author: authorJsonLd(site, post.authorName ? { name: post.authorName } : null),
      ...(post.image ? { image: absoluteUrl(site.url, post.image.url) } : {}),
    })),
  };
}

/**
 * schema.org ProfilePage of an author page (issue 14 item 4), with the author as its Person
 * mainEntity (name, job title, photo, profile link, bio).
 */
export function buildProfilePageJsonLd(
  site: BlogSiteInfo,
  author: BlogAuthor & { bio?: string | null },
  path: string,
): Record<string, unknown> {
  const url = absoluteUrl(site.url, path);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    '@id': `${url}#profile`,
    url,
    name: `${author.name} on the ${site.name} blog`,
    inLanguage: LOCALE,
    mainEntity: {
      ...buildPersonJsonLd(site, author),
      '@id': `${url}#person`,
      ...(author.bio?.trim() ? { description: author.bio.trim() } : {}),
    },
  };
}
