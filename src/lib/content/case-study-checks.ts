/** The rules that tie case study files to the service pages whose cards they expand (cross-file-checks.ts). */

export interface CaseStudyRef {
  slug: string;
  service: string;
  card: number;
  alsoServices?: readonly string[] | null;
  featured?: boolean | null;
  onHome?: boolean | null;
}

export interface ServiceCards {
  slug: string;
  caseStudies: ReadonlyArray<{ id: number }>;
}

const fileOf = (slug: string) => `content/case-studies/${slug}.json`;

/**
 * Each case study names a service that exists and one of its cards, no card has two pages, and each service
 * (and the home page) has at most one headline case study. Every problem names the file and field.
 */
export function caseStudyProblems(studies: readonly CaseStudyRef[], services: readonly ServiceCards[]): string[] {
  const bySlug = new Map(services.map((service) => [service.slug, service]));
  const problems: string[] = [];
  const cardOwner = new Map<string, string>();
  const featuredOf = new Map<string, string>();
  let onHome: string | undefined;
  for (const study of [...studies].sort((a, b) => a.slug.localeCompare(b.slug))) {
    const file = fileOf(study.slug);
    const service = bySlug.get(study.service);
    if (!service) {
      problems.push(`${file}: field "service": no service page content/services/${study.service}.json`);
    } else if (!service.caseStudies.some((card) => card.id === study.card)) {
      problems.push(
        `${file}: field "card": content/services/${study.service}.json has no case study card with id ${study.card}`,
      );
    } else {
      const key = `${study.service}#${study.card}`;
      const owner = cardOwner.get(key);
      if (owner)
        problems.push(`${file}: field "card": card ${study.card} of ${study.service} already has ${fileOf(owner)}`);
      else cardOwner.set(key, study.slug);
    }
    (study.alsoServices ?? []).forEach((other, index) => {
      if (!bySlug.has(other))
        problems.push(`${file}: field "alsoServices[${index}]": no service page content/services/${other}.json`);
      if (other === study.service)
        problems.push(`${file}: field "alsoServices[${index}]": "${other}" is already the main service`);
    });
    if (study.featured) {
      const other = featuredOf.get(study.service);
      if (other)
        problems.push(
          `${file}: field "featured": ${fileOf(other)} is already the headline case study of ${study.service}`,
        );
      else featuredOf.set(study.service, study.slug);
    }
    if (study.onHome) {
      if (onHome) problems.push(`${file}: field "onHome": ${fileOf(onHome)} is already shown on the home page`);
      else onHome = study.slug;
    }
  }
  return problems;
}
