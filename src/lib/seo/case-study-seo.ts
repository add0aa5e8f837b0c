import { absoluteUrl, buildListJsonLd, LOGO_PATH } from './seo';

interface CaseStudyInput {
  title: string;
  summary: string;
  published: string;
  industry: string;
  path: string;
  /** Absolute or site path of the page's picture; the site's social card when the case study has none. */
  image: string;
  serviceNames: readonly string[];
}

/**
 * A case study page as schema.org Article, the type Google documents for article pages (headline, image,
 * datePublished, author): the company is both author and publisher, since the page speaks for it.
 */
export function buildCaseStudyJsonLd(
  site: { name: string; url: string },
  study: CaseStudyInput,
): Record<string, unknown> {
  const organization = { '@type': 'Organization', name: site.name, url: absoluteUrl(site.url, '/') };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: study.title,
    description: study.summary,
    image: [absoluteUrl(site.url, study.image)],
    datePublished: study.published,
    author: organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: absoluteUrl(site.url, LOGO_PATH) } },
    mainEntityOfPage: absoluteUrl(site.url, study.path),
    about: study.serviceNames.map((name) => ({ '@type': 'Service', name, provider: organization })),
    keywords: [study.industry, ...study.serviceNames].join(', '),
  };
}

/** The portfolio as an ItemList of its case study pages (Google's carousel markup: url and position per page). */
export function buildPortfolioJsonLd(siteUrl: string, paths: readonly string[]): Record<string, unknown> {
  return buildListJsonLd('ItemList', paths, (path) => ({ url: absoluteUrl(siteUrl, path) }));
}
