/** Rules of the case studies as visitors see them: how the client is named, which one a service page shows. */

/** The client as the page names it: the name, or that it is withheld, with sector and size either way. */
export function clientLine(client: { name?: string | null; sector: string; size: string }): string {
  return client.name
    ? `${client.name} · ${client.sector} · ${client.size}`
    : `Client withheld under NDA · ${client.sector} · ${client.size}`;
}

/**
 * The case study a service page shows beside its first call to action: the one marked `featured`, else the
 * first by slug, else none.
 */
export function headlineCaseStudy<T extends { slug: string; service: string; featured?: boolean | null }>(
  studies: readonly T[],
  service: string,
): T | undefined {
  const own = studies.filter((study) => study.service === service).sort((a, b) => a.slug.localeCompare(b.slug));
  return own.find((study) => study.featured) ?? own[0];
}
