import { absoluteUrl } from '../seo/seo';

/** Job pages and their schema.org JobPosting data (issue #7; Google's JobPosting guidelines). */

export interface JobDetails {
  jobId: string;
  title: string;
  summary: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
  perks: readonly string[];
  locations: readonly string[];
  stipend: string;
  stipendUnit: string;
  stipendType: string;
  employmentType: string;
  /** ISO dates (YYYY-MM-DD). */
  datePosted: string;
  validThrough: string;
}

export interface OfficeAddress {
  street?: string | null;
  city: string;
  region: string;
  postalCode?: string | null;
  country: string;
}

export interface StipendRange {
  min: number;
  max: number;
  currency: 'INR';
}

/**
 * A stipend text such as "4-5" in "k INR" as whole rupees. Example: `parseStipend('4-5', 'k INR')` →
 * `{ min: 4000, max: 5000, currency: 'INR' }`; `parseStipend('3000', 'INR')` → min = max = 3000.
 */
export function parseStipend(stipend: string, unit: string): StipendRange {
  const factor = unit.trim().toLowerCase().startsWith('k') ? 1000 : 1;
  const [low = NaN, high = low] = stipend.split('-').map((part) => Number(part.trim()));
  if (!Number.isFinite(low) || !Number.isFinite(high)) throw new Error(`Unreadable stipend "${stipend}"`);
  return { min: low * factor, max: high * factor, currency: 'INR' };
}

/**
 * The stipend as shown on cards and job pages. Example: `formatStipend('4-5', 'k INR', 'month')` → "₹4k–₹5k / month".
 */
export function formatStipend(stipend: string, unit: string, type: string): string {
  const suffix = unit.trim().toLowerCase().startsWith('k') ? 'k' : '';
  const amount = stipend
    .split('-')
    .map((part) => `₹${part.trim()}${suffix}`)
    .join('–');
  return `${amount} / ${type}`;
}

export const isRemoteLocation = (location: string): boolean => location.trim().toLowerCase() === 'remote';

/**
 * Splits a job's locations into company offices (matched by city, case-insensitive), whether it can be done
 * remotely, and names that match neither (a content error). Example: ['Greater Noida', 'Remote'] →
 * the head office, isRemote true, unknown [].
 */
export function resolveJobLocations<T extends OfficeAddress>(
  locations: readonly string[],
  offices: readonly T[],
): { places: T[]; isRemote: boolean; unknown: string[] } {
  const places: T[] = [];
  const unknown: string[] = [];
  let isRemote = false;
  for (const location of locations) {
    if (isRemoteLocation(location)) {
      isRemote = true;
      continue;
    }
    const office = offices.find((o) => o.city.toLowerCase() === location.trim().toLowerCase());
    if (office) places.push(office);
    else unknown.push(location);
  }
  return { places, isRemote, unknown };
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const list = (heading: string, items: readonly string[]): string =>
  `<h3>${escapeHtml(heading)}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/**
 * The full role description as HTML, as Google asks for in JobPosting `description`.
 * Example: `<p>summary</p><h3>Responsibilities</h3><ul><li>…</li></ul>…`.
 */
export function jobDescriptionHtml(
  job: Pick<JobDetails, 'summary' | 'responsibilities' | 'requirements' | 'perks'>,
): string {
  return [
    `<p>${escapeHtml(job.summary)}</p>`,
    list('Responsibilities', job.responsibilities),
    list('Requirements', job.requirements),
    list('What you get', job.perks),
  ].join('');
}

export interface JobPostingInput {
  job: JobDetails;
  siteUrl: string;
  pagePath: string;
  organization: { name: string; logoPath: string };
  offices: readonly OfficeAddress[];
  /** Country an applicant must live in for remote work (ISO name). */
  remoteCountry: string;
}

/**
 * schema.org JobPosting with the fields Google requires and recommends: title, description (HTML),
 * datePosted, validThrough, employmentType, hiringOrganization, jobLocation and/or TELECOMMUTE with
 * applicantLocationRequirements, baseSalary in INR per MONTH, and the job code as identifier.
 */
export function buildJobPostingJsonLd({
  job,
  siteUrl,
  pagePath,
  organization,
  offices,
  remoteCountry,
}: JobPostingInput): Record<string, unknown> {
  const { places, isRemote } = resolveJobLocations(job.locations, offices);
  const stipend = parseStipend(job.stipend, job.stipendUnit);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: organization.name, value: job.jobId },
    datePosted: job.datePosted,
    // The listing stays open to the end of its last day, Indian time.
    validThrough: `${job.validThrough}T23:59:59+05:30`,
    employmentType: job.employmentType,
    url: absoluteUrl(siteUrl, pagePath),
    directApply: false,
    hiringOrganization: {
      '@type': 'Organization',
      name: organization.name,
      sameAs: absoluteUrl(siteUrl, '/'),
      logo: absoluteUrl(siteUrl, organization.logoPath),
    },
    ...(places.length > 0
      ? {
          jobLocation: places.map((office) => ({
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(office.street ? { streetAddress: office.street } : {}),
              addressLocality: office.city,
              addressRegion: office.region,
              ...(office.postalCode ? { postalCode: office.postalCode } : {}),
              addressCountry: office.country,
            },
          })),
        }
      : {}),
    ...(isRemote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: remoteCountry },
        }
      : {}),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: stipend.currency,
      value:
        stipend.min === stipend.max
          ? { '@type': 'QuantitativeValue', value: stipend.min, unitText: job.stipendType.toUpperCase() }
          : {
              '@type': 'QuantitativeValue',
              minValue: stipend.min,
              maxValue: stipend.max,
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
