import React from 'react';
import { useSiteData } from '../../hooks/use-site-data';
import { breadcrumbTrail } from '../../lib/seo/breadcrumbs';
import {
  absoluteUrl,
  buildBreadcrumbJsonLd,
  buildMetaTags,
  buildOrganizationJsonLd,
  buildTitle,
  serializeJsonLd,
  type Crumb,
  type SeoInput,
} from '../../lib/seo/seo';

const DEFAULT_SOCIAL_IMAGE = {
  url: '/social-card.png',
  alt: 'StarOps Technologies: web, app and DevOps engineering',
};

interface SeoProps extends SeoInput {
  structuredData?: ReadonlyArray<Record<string, unknown>>;
  /** The BreadcrumbList trail after Home; the page gives the visible `Breadcrumbs` the same (product-rules §10 Breadcrumbs). */
  breadcrumbs?: readonly Crumb[];
}

/** Every head tag of a page, built by lib/seo/seo (conventions §7: Head API only). */
export function Seo({ structuredData = [], breadcrumbs, ...input }: SeoProps) {
  const site = useSiteData();
  const meta = buildMetaTags(site, { ...input, image: input.image ?? DEFAULT_SOCIAL_IMAGE });
  const jsonLd = [
    buildOrganizationJsonLd(site),
    ...(breadcrumbs ? [buildBreadcrumbJsonLd(site.url, breadcrumbTrail(breadcrumbs))] : []),
    ...structuredData,
  ];
  return (
    <>
      <title>{input.fullTitle ?? buildTitle(site, input.title)}</title>
      {meta.map((tag) => (
        <meta key={Object.values(tag).join(':')} {...tag} />
      ))}
      <link rel="canonical" href={absoluteUrl(site.url, input.path)} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </>
  );
}
