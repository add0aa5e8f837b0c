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

/**
 * The case study an expertise page shows in its hero: the first (featured first, then by slug) whose stack names
 * the technology, compared without case, spaces or dots (`ReactJS` and its mark `React` both match `React`);
 * none when no study used it.
 */
export function caseStudyUsing<T extends { slug: string; featured?: boolean | null; stack: readonly string[] }>(
  studies: readonly T[],
  names: ReadonlyArray<string | null | undefined>,
): T | undefined {
  const key = (name: string) => name.toLowerCase().replace(/[\s.]+/g, '');
  const wanted = new Set(names.filter((name): name is string => Boolean(name)).map(key));
  const used = studies.filter((study) => study.stack.some((entry) => wanted.has(key(entry))));
  return [...used].sort(
    (a, b) => Number(Boolean(b.featured)) - Number(Boolean(a.featured)) || a.slug.localeCompare(b.slug),
  )[0];
}
