/** Head rules of the blog (product-rules §4 Post head, §9). */
import { blogPostPath } from '../routes';
import { absoluteUrl, mergeKeywords, OG_IMAGE_SIZE, LOCALE, LOGO_PATH, type SeoInput, type SiteData } from './seo';

const BLOG_SECTION = 'Technology';
const BLOG_CATEGORY = 'Software Development';
/** Structured blog data lists this many posts (product-rules §9). */
export const BLOG_JSON_LD_POSTS = 5;
/** The terms every blog page's keywords gain after the company name (product-rules §9). */
const BLOG_KEYWORDS = [
  'IT blog',
  'web development blog',
  'app development insights',
  'DevOps trends',
  'technology blog',
  'software development tips',
];

export type BlogSiteInfo = Pick<SiteData, 'name' | 'shortName' | 'url' | 'social'>;

/** `link` is the professional profile (LinkedIn). */
type BlogAuthor = Pick<Queries.AuthorProfileFragment, 'name'> &
  Partial<Pick<Queries.AuthorProfileFragment, 'position' | 'link' | 'bio'>> & {
    profile?: { publicURL?: string | null } | null;
  };

/** `'{title} | {site} Blog'`, or `'{site} Blog | Latest Insights & Industry Trends'` without a title (product-rules §9). */
export function buildBlogTitle(siteName: string, title?: string | null): string {
  const clean = title?.trim();
  return clean ? `${clean} | ${siteName} Blog` : `${siteName} Blog | Latest Insights & Industry Trends`;
}

/** A page's own keywords, then the company name and the fixed blog terms (product-rules §9). */
export function buildBlogKeywords(siteName: string, keywords: readonly string[]): string[] {
  return mergeKeywords(keywords, [siteName, ...BLOG_KEYWORDS]);
}

/** The publisher's professional-network and microblog profiles (product-rules §4: technical articles). */
export function publisherProfiles(site: Pick<BlogSiteInfo, 'social'>): string[] {
  return site.social.filter((p) => p.network === 'LinkedIn' || p.network === 'X').map((p) => p.url);
}

/** The `Seo` props of a blog page that is not a post (list, topic, author). */
export function blogPageSeo(
  site: Pick<BlogSiteInfo, 'name'>,
  page: {
    title?: string;
    description: string;
    path: string;
    keyword?: string;
    image: { url?: string | null; alt: string };
  },
): SeoInput {
  const { url, alt } = page.image;
  return {
    fullTitle: buildBlogTitle(site.name, page.title),
    description: page.description,
    path: page.path,
    keywords: buildBlogKeywords(site.name, page.keyword ? [page.keyword] : []),
    image: url ? { url, alt } : undefined,
  };
}

export type BlogPostSource = NonNullable<Queries.BlogPostTemplateQuery['blogPost']>;

function postImage(post: BlogPostSource): SeoInput['image'] {
  const poster = post.drawnPoster?.social ?? post.poster?.childImageSharp?.resize;
  if (!poster?.src) return undefined;
  return { url: poster.src, alt: post.heading, width: poster.width ?? undefined, height: poster.height ?? undefined };
}

/** The `Seo` props of a post page (product-rules §9). */
export function blogPostSeo(site: BlogSiteInfo, post: BlogPostSource, defaultDescription: string): SeoInput {
  return {
    fullTitle: buildBlogTitle(site.name, post.seoTitle),
    description: post.description.trim() || defaultDescription,
    path: blogPostPath(post.slug),
    keywords: buildBlogKeywords(site.name, post.keywords),
    image: postImage(post),
    ogType: 'article',
    author: post.author.name.trim() || site.name,
    publishedTime: post.date,
    modifiedTime: post.updated || post.date,
    section: BLOG_SECTION,
    tags: post.tags.map((tag) => tag.name),
    readingTimeMinutes: post.readingTimeMinutes,
    category: BLOG_CATEGORY,
  };
}

function publisher(site: BlogSiteInfo, withProfiles: boolean): Record<string, unknown> {
  return {
    '@type': 'Organization',
    '@id': `${absoluteUrl(site.url, '/')}#organization`,
    name: site.name,
    url: absoluteUrl(site.url, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(site.url, LOGO_PATH) },
    ...(withProfiles ? { sameAs: publisherProfiles(site) } : {}),
  };
}

/** schema.org Person for a post's author (product-rules §2 Post: a visible bio, no hidden text). */
export function buildPersonJsonLd(site: BlogSiteInfo, author: BlogAuthor): Record<string, unknown> {
  return {
    '@type': 'Person',
    name: author.name,
    ...(author.position ? { jobTitle: author.position } : {}),
    ...(author.link ? { url: author.link, sameAs: [author.link] } : {}),
    ...(author.profile?.publicURL ? { image: absoluteUrl(site.url, author.profile.publicURL) } : {}),
    worksFor: { '@type': 'Organization', name: site.name, url: absoluteUrl(site.url, '/') },
  };
}

/** The post's author as a Person, or the '{short name} Team' organisation when the name is blank (product-rules §9). */
export function authorJsonLd(site: BlogSiteInfo, author: BlogAuthor): Record<string, unknown> {
  if (author.name.trim()) return buildPersonJsonLd(site, author);
  return { '@type': 'Organization', name: `${site.shortName} Team`, url: absoluteUrl(site.url, '/') };
}

/**
 * BlogPosting, or TechArticle when the technical flag is set; then the publisher also carries its
 * LinkedIn and X profiles (product-rules §4). Reading time is an ISO 8601 duration (product-rules §9).
 */
export function buildBlogPostingJsonLd(site: BlogSiteInfo, post: BlogPostSource): Record<string, unknown> {
  const url = absoluteUrl(site.url, blogPostPath(post.slug));
  const image = postImage(post);
  return {
    '@context': 'https://schema.org',
    '@type': post.technical ? 'TechArticle' : 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: post.heading,
    ...(post.seoTitle.trim() ? { name: post.seoTitle.trim() } : {}),
    ...(post.description.trim() ? { description: post.description.trim() } : {}),
    ...(image && {
      image: {
        '@type': 'ImageObject',
        url: absoluteUrl(site.url, image.url),
        width: image.width ?? OG_IMAGE_SIZE.width,
        height: image.height ?? OG_IMAGE_SIZE.height,
      },
    }),
    author: authorJsonLd(site, post.author),
    publisher: publisher(site, post.technical),
    datePublished: post.date,
    dateModified: post.updated || post.date,
    inLanguage: LOCALE,
    articleSection: BLOG_SECTION,
    genre: BLOG_CATEGORY,
    keywords: buildBlogKeywords(site.name, post.keywords).join(', '),
    timeRequired: `PT${post.readingTimeMinutes}M`,
    ...(post.wordCount ? { wordCount: post.wordCount } : {}),
    isAccessibleForFree: true,
  };
}

/** schema.org Blog for a list page, listing only its first 5 posts (product-rules §2 Blog list, §9). */
export function buildBlogJsonLd(
  site: BlogSiteInfo,
  blog: { name: string; description: string; path: string },
  posts: ReadonlyArray<Pick<Queries.PostCardFragment, 'heading' | 'description' | 'slug' | 'date' | 'author'>>,
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
      headline: post.heading,
      description: post.description,
      url: absoluteUrl(site.url, blogPostPath(post.slug)),
      datePublished: post.date,
      author: authorJsonLd(site, post.author),
    })),
  };
}

/** schema.org ProfilePage of an author page (product-rules §10 Author pages), the author as its mainEntity. */
export function buildProfilePageJsonLd(site: BlogSiteInfo, author: BlogAuthor, path: string) {
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
