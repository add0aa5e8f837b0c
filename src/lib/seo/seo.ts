/**
 * Pure builders for every head tag (product-rules §3 Head/SEO props, §9). The `Seo` component only renders
 * what these return, so each rule is unit-tested here.
 */

export const ROBOTS_DEFAULT = 'index, follow, max-snippet:-1, max-video-preview:-1, max-image-preview:large';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const LOCALE = 'en-US';
export const OG_LOCALE = 'en_US';

export interface SiteInfo {
  name: string;
  tagline: string;
  url: string;
  defaultDescription: string;
  themeColor: string;
}

export interface SeoInput {
  title?: string;
  /** Replaces the whole title pattern (the blog uses '{title} | {site} Blog'). */
  fullTitle?: string;
  description?: string;
  path: string;
  keywords?: readonly string[];
  image?: { url: string; alt: string; width?: number; height?: number };
  ogType?: 'website' | 'article';
  noindex?: boolean;
  nofollow?: boolean;
  author?: string;
  publishedTime?: string;
  modifiedTime?: string;
  section?: string;
  tags?: readonly string[];
  readingTimeMinutes?: number;
  category?: string;
}

export type MetaTag = { name: string; content: string } | { property: string; content: string };

/** `{title} | {site}`; without a title, `{site} | {tagline}` (product-rules §9 default site title). */
export function buildTitle(site: Pick<SiteInfo, 'name' | 'tagline'>, title?: string): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} | ${site.name}` : `${site.name} | ${site.tagline}`;
}

/** Absolute URL for a site path: `canonicalUrl('https://x.com', '/blog/a/')` → `https://x.com/blog/a/`. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Robots directive: the specified default, or noindex/nofollow when a page asks for it. */
export function buildRobots(noindex = false, nofollow = false): string {
  if (!noindex && !nofollow) return ROBOTS_DEFAULT;
  return `${noindex ? 'noindex' : 'index'}, ${nofollow ? 'nofollow' : 'follow'}`;
}

/** Keywords de-duplicated case-insensitively, order kept, blanks dropped. */
export function mergeKeywords(...lists: ReadonlyArray<readonly string[] | undefined>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const keyword of lists.flatMap((list) => list ?? [])) {
    const clean = keyword.trim();
    if (clean && !seen.has(clean.toLowerCase())) {
      seen.add(clean.toLowerCase());
      out.push(clean);
    }
  }
  return out;
}

/** Every `<meta>` tag of a page, in a stable order. */
export function buildMetaTags(site: SiteInfo, input: SeoInput): MetaTag[] {
  const title = input.fullTitle ?? buildTitle(site, input.title);
  const description = input.description?.trim() || site.defaultDescription;
  const url = absoluteUrl(site.url, input.path);
  const tags: MetaTag[] = [
    { name: 'description', content: description },
    { name: 'robots', content: buildRobots(input.noindex, input.nofollow) },
    { name: 'theme-color', content: site.themeColor },
    { property: 'og:type', content: input.ogType ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: OG_LOCALE },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (input.keywords && input.keywords.length > 0) tags.push({ name: 'keywords', content: input.keywords.join(', ') });
  if (input.image) {
    const image = absoluteUrl(site.url, input.image.url);
    tags.push(
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(input.image.width ?? OG_IMAGE_SIZE.width) },
      { property: 'og:image:height', content: String(input.image.height ?? OG_IMAGE_SIZE.height) },
      { property: 'og:image:alt', content: input.image.alt },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: input.image.alt },
    );
  }
  if (input.author) tags.push({ name: 'author', content: input.author });
  if (input.publishedTime) tags.push({ property: 'article:published_time', content: input.publishedTime });
  if (input.publishedTime || input.modifiedTime) {
    tags.push({ property: 'article:modified_time', content: input.modifiedTime ?? input.publishedTime ?? '' });
  }
  if (input.section) tags.push({ property: 'article:section', content: input.section });
  for (const tag of input.tags ?? []) tags.push({ property: 'article:tag', content: tag });
  if (input.readingTimeMinutes) tags.push({ name: 'reading-time', content: `${input.readingTimeMinutes} min read` });
  if (input.category) tags.push({ name: 'category', content: input.category });
  return tags;
}

export interface OrganizationInput extends SiteInfo {
  email: string;
  phone: string;
  logoUrl: string;
  foundingYear: number;
  employees: { min: number; max: number };
  address: { street?: string | null; city: string; region: string; postalCode?: string | null; country: string };
  sameAs: readonly string[];
}

/** schema.org Organization for every page (product-rules §9: founded 2020, 50-100 employees). */
export function buildOrganizationJsonLd(org: OrganizationInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl(org.url, '/')}#organization`,
    name: org.name,
    url: absoluteUrl(org.url, '/'),
    logo: absoluteUrl(org.url, org.logoUrl),
    email: org.email,
    telephone: org.phone,
    foundingDate: String(org.foundingYear),
    numberOfEmployees: { '@type': 'QuantitativeValue', minValue: org.employees.min, maxValue: org.employees.max },
    address: {
      '@type': 'PostalAddress',
      ...(org.address.street ? { streetAddress: org.address.street } : {}),
      addressLocality: org.address.city,
      addressRegion: org.address.region,
      ...(org.address.postalCode ? { postalCode: org.address.postalCode } : {}),
      addressCountry: org.address.country,
    },
    sameAs: [...org.sameAs],
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList from Home down to the current page. */
export function buildBreadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** schema.org FAQPage from question/answer pairs. */
export function buildFaqJsonLd(items: ReadonlyArray<{ question: string; answer: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`, with `<` escaped so content cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
