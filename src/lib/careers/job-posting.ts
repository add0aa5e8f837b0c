import { absoluteUrl, LOGO_PATH, postalAddress, type SiteData } from '../seo/seo';
import { escapeMarkup } from '../ui/text';

/** Job pages and their schema.org JobPosting data (product-rules §2 Careers; Google's JobPosting guidelines). */

/** A job as content/careers/jobs.json has it; dates are ISO (YYYY-MM-DD). */
export type JobDetails = Omit<Queries.Job, keyof Queries.Node>;

export type JobSite = Pick<SiteData, 'url' | 'name' | 'headOffice' | 'offices'>;

/**
 * A stipend text such as "4-5" in "k INR" (its form checked by careers-schema.ts) as whole rupees.
 * Example: `parseStipend('4-5', 'k INR')` → `{ min: 4000, max: 5000 }`; `parseStipend('3000', 'INR')` → 3000 both.
 */
export function parseStipend(stipend: string, unit: string): { min: number; max: number } {
  const factor = unit.trim().toLowerCase().startsWith('k') ? 1000 : 1;
  const [low = 0, high = low] = stipend.split('-').map(Number);
  return { min: low * factor, max: high * factor };
}

/** As cards and job pages show it. Example: `formatStipend('4-5', 'k INR', 'month')` → "₹4k–₹5k / month". */
export function formatStipend(stipend: string, unit: string, type: string): string {
  const suffix = unit.trim().toLowerCase().startsWith('k') ? 'k' : '';
  const amount = stipend
    .split('-')
    .map((part) => `₹${part.trim()}${suffix}`)
    .join('–');
  return `${amount} / ${type}`;
}

/**
 * A job's locations as company offices (matched by city), remote or not, and names matching neither (a content
 * error). Example: ['Greater Noida', 'Remote'] → the head office, isRemote true, unknown [].
 */
export function resolveJobLocations<T extends { city: string }>(locations: readonly string[], offices: readonly T[]) {
  const fold = (name: string) => name.trim().toLowerCase();
  const officeIn = (location: string) => offices.find((office) => office.city.toLowerCase() === fold(location));
  const named = locations.filter((location) => fold(location) !== 'remote');
  return {
    places: named.map(officeIn).filter((office): office is T => office !== undefined),
    isRemote: named.length < locations.length,
    unknown: named.filter((location) => !officeIn(location)),
  };
}

/**
 * The titled lists of a role, in the order the job page and the JobPosting description show them: field, heading
 * and the heading's id on the job page, written out so no slug code ships to the browser; a unit test holds each
 * id to the site's one slug rule (lib/slug.js).
 */
export const JOB_SECTIONS = [
  ['responsibilities', 'Responsibilities', 'responsibilities'],
  ['requirements', 'Requirements', 'requirements'],
  ['perks', 'What you get', 'what-you-get'],
] as const;

/**
 * The full role description as HTML, as Google asks for in JobPosting `description`.
 * Example: `<p>summary</p><h3>Responsibilities</h3><ul><li>…</li></ul>…`.
 */
export function jobDescriptionHtml(job: Pick<JobDetails, 'summary' | (typeof JOB_SECTIONS)[number][0]>): string {
  const lists = JOB_SECTIONS.map(
    ([key, heading]) =>
      `<h3>${heading}</h3><ul>${job[key].map((item) => `<li>${escapeMarkup(item)}</li>`).join('')}</ul>`,
  );
  return [`<p>${escapeMarkup(job.summary)}</p>`, ...lists].join('');
}

/**
 * schema.org JobPosting with every field Google's guidelines require or recommend; a remote job names the
 * head office's country as the applicants' location.
 */
export function buildJobPostingJsonLd(job: JobDetails, site: JobSite, pagePath: string): Record<string, unknown> {
  const { places, isRemote } = resolveJobLocations(job.locations, [site.headOffice, ...site.offices]);
  const stipend = parseStipend(job.stipend, job.stipendUnit);
  const country = site.headOffice.country;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.jobId },
    datePosted: job.datePosted,
    // The listing stays open to the end of its last day, Indian time; a job without a closing date has none.
    ...(job.validThrough && { validThrough: `${job.validThrough}T23:59:59+05:30` }),
    employmentType: job.employmentType,
    url: absoluteUrl(site.url, pagePath),
    directApply: false,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: absoluteUrl(site.url, '/'),
      logo: absoluteUrl(site.url, LOGO_PATH),
    },
    ...(places.length > 0 && {
      jobLocation: places.map((office) => ({ '@type': 'Place', address: postalAddress(office) })),
    }),
    ...(isRemote && {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: {
        '@type': 'Country',
        name: new Intl.DisplayNames(['en'], { type: 'region' }).of(country) ?? country,
      },
    }),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: {
        '@type': 'QuantitativeValue',
        ...(stipend.min === stipend.max ? { value: stipend.min } : { minValue: stipend.min, maxValue: stipend.max }),
        unitText: job.stipendType.toUpperCase(),
      },
    },
  };
}

const employmentLabels: Record<string, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
  VOLUNTEER: 'Volunteer',
  PER_DIEM: 'Per diem',
  OTHER: 'Other',
};

/** Google's employment type code as visitors read it. Example: `employmentTypeLabel('INTERN')` → "Internship". */
export function employmentTypeLabel(type: string): string {
  return employmentLabels[type] ?? type;
}
