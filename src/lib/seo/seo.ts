/** Pure builders for every head tag (product-rules §9); `Seo` only renders them. */

export const ROBOTS_DEFAULT = 'index, follow, max-snippet:-1, max-video-preview:-1, max-image-preview:large';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const LOCALE = 'en-US';
const OG_LOCALE = 'en_US';
/** The square company logo (static/logo.png) that structured data names as the publisher's logo. */
export const LOGO_PATH = '/logo.png';

export type SiteData = NonNullable<Queries.SiteDataQuery['siteJson']>;
type SiteInfo = Pick<SiteData, 'name' | 'tagline' | 'url' | 'defaultDescription' | 'themeColor'>;

export interface SeoInput {
  title?: string;
  /** Replaces the whole title pattern (the blog uses '{title} | {site} Blog'). */
  fullTitle?: string;
  description?: string;
  path: string;
  keywords?: readonly string[];
  image?: { url: string; alt: string; width?: number; height?: number };
  ogType?: 'website' | 'article';
  /** Keeps the page out of search results; its links are still followed. */
  noindex?: boolean;
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

/** Absolute URL for a site path: `absoluteUrl('https://x.com', '/blog/a/')` → `https://x.com/blog/a/`. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Keywords de-duplicated case-insensitively, order kept, blanks dropped. */
export function mergeKeywords(...lists: ReadonlyArray<readonly string[] | undefined>): string[] {
  const byLowerCase = new Map<string, string>();
  for (const keyword of lists.flatMap((list) => list ?? []).map((text) => text.trim())) {
    if (keyword && !byLowerCase.has(keyword.toLowerCase())) byLowerCase.set(keyword.toLowerCase(), keyword);
  }
  return [...byLowerCase.values()];
}

/** Every `<meta>` tag of a page in a stable order; Open Graph and article tags use `property`. */
export function buildMetaTags(site: SiteInfo, input: SeoInput): MetaTag[] {
  const title = input.fullTitle ?? buildTitle(site, input.title);
  const description = input.description?.trim() || site.defaultDescription;
  const { image } = input;
  const imageUrl = image && absoluteUrl(site.url, image.url);
  const tags: Array<[string, string | number | undefined]> = [
    ['description', description],
    ['robots', input.noindex ? 'noindex, follow' : ROBOTS_DEFAULT],
    ['theme-color', site.themeColor],
    ['og:type', input.ogType ?? 'website'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', absoluteUrl(site.url, input.path)],
    ['og:site_name', site.name],
    ['og:locale', OG_LOCALE],
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', title],
    ['twitter:description', description],
    ['keywords', input.keywords?.length ? input.keywords.join(', ') : undefined],
    ['og:image', imageUrl],
    ['og:image:width', image && (image.width ?? OG_IMAGE_SIZE.width)],
    ['og:image:height', image && (image.height ?? OG_IMAGE_SIZE.height)],
    ['og:image:alt', image?.alt],
    ['twitter:image', imageUrl],
    ['twitter:image:alt', image?.alt],
    ['author', input.author || undefined],
    ['article:published_time', input.publishedTime || undefined],
    ['article:modified_time', input.modifiedTime || input.publishedTime || undefined],
    ['article:section', input.section || undefined],
    ...(input.tags ?? []).map((tag): [string, string] => ['article:tag', tag]),
    ['reading-time', input.readingTimeMinutes ? `${input.readingTimeMinutes} min read` : undefined],
    ['category', input.category || undefined],
  ];
  return tags.flatMap(([key, value]) => {
    if (value === undefined) return [];
    const content = String(value);
    return [/^(og|article):/.test(key) ? { property: key, content } : { name: key, content }];
  });
}

type Office = SiteData['offices'][number];

/** schema.org PostalAddress of an office; the street and postal code only where site.json has them. */
export function postalAddress(office: Office): Record<string, unknown> {
  return {
    '@type': 'PostalAddress',
    ...(office.street ? { streetAddress: office.street } : {}),
    addressLocality: office.city,
    addressRegion: office.region,
    ...(office.postalCode ? { postalCode: office.postalCode } : {}),
    addressCountry: office.country,
  };
}

/** Registration identifiers as schema.org knows them: GSTIN is India's VAT number, PAN its tax ID, the rest identifiers. */
function registrationProperties(registrations: SiteData['registrations'] | undefined): Record<string, unknown> {
  const list = registrations ?? [];
  const value = (name: string) => list.find((registration) => registration.name === name)?.value;
  const others = list.filter((registration) => registration.name !== 'GSTIN' && registration.name !== 'PAN');
  return {
    ...(value('GSTIN') ? { vatID: value('GSTIN') } : {}),
    ...(value('PAN') ? { taxID: value('PAN') } : {}),
    ...(others.length > 0
      ? {
          identifier: others.map(({ name, value: id }) => ({ '@type': 'PropertyValue', propertyID: name, value: id })),
        }
      : {}),
  };
}

/**
 * schema.org Organization for every page (product-rules §9: founded 2020, 50-100 employees). The registered name,
 * registration identifiers and every office's address join it only once site.json has them.
 */
export function buildOrganizationJsonLd(
  org: Pick<
    SiteData,
    'name' | 'url' | 'email' | 'phone' | 'foundingYear' | 'employees' | 'headOffice' | 'offices' | 'social'
  > &
    Partial<Pick<SiteData, 'legalName' | 'registrations'>>,
): Record<string, unknown> {
  const offices = org.offices ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl(org.url, '/')}#organization`,
    name: org.name,
    url: absoluteUrl(org.url, '/'),
    logo: absoluteUrl(org.url, LOGO_PATH),
    email: org.email,
    telephone: org.phone,
    foundingDate: String(org.foundingYear),
    numberOfEmployees: { '@type': 'QuantitativeValue', minValue: org.employees.min, maxValue: org.employees.max },
    ...(org.legalName ? { legalName: org.legalName } : {}),
    ...registrationProperties(org.registrations),
    address: offices.length > 0 ? [org.headOffice, ...offices].map(postalAddress) : postalAddress(org.headOffice),
    sameAs: org.social.map((profile) => profile.url),
  };
}

export type Crumb = { name: string; path: string };

/** A schema.org list (BreadcrumbList, ItemList): each entry a ListItem with its position, counted from 1. */
export function buildListJsonLd<T>(
  type: 'BreadcrumbList' | 'ItemList',
  entries: readonly T[],
  fields: (entry: T) => Record<string, unknown>,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    itemListElement: entries.map((entry, index) => ({ '@type': 'ListItem', position: index + 1, ...fields(entry) })),
  };
}

export function buildBreadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]): Record<string, unknown> {
  return buildListJsonLd('BreadcrumbList', crumbs, (crumb) => ({
    name: crumb.name,
    item: absoluteUrl(siteUrl, crumb.path),
  }));
}

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
