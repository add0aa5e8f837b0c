/** Careers search (product-rules §4 Careers page, §5 Careers search, §9 locations). */

/** The location control's default label; choosing nothing means every location (product-rules §5). */
export const DEFAULT_LOCATION_LABEL = 'Job Location';
/** The "All Locations" option; its value is the word product-rules §5 says matches every location. */
export const ALL_LOCATIONS = { value: 'all', label: 'All Locations' } as const;

export interface JobFilter {
  /** Free text: job title, job code or one whole tag. */
  text: string;
  /** The default label, `all`, or a location name. */
  location: string;
}

export type SearchableJob = Pick<Queries.Job, 'jobId' | 'title' | 'tags' | 'locations'>;

export interface LocationOption {
  value: string;
  label: string;
}

export const EMPTY_FILTER: JobFilter = { text: '', location: DEFAULT_LOCATION_LABEL };

/** Case-insensitive comparison form; surrounding spaces a visitor typed by accident are ignored. */
const fold = (value: string): string => value.trim().toLowerCase();

/**
 * product-rules §5: the text matches when it is contained in the job code or title, or equals one whole tag
 * (case-insensitive); empty text matches every job. Example: "pyth" matches no tag, "python" matches "Python".
 */
export function matchesText(job: SearchableJob, text: string): boolean {
  const needle = fold(text);
  if (needle === '') return true;
  return (
    job.jobId.toLowerCase().includes(needle) ||
    job.title.toLowerCase().includes(needle) ||
    job.tags.some((tag) => tag.toLowerCase() === needle)
  );
}

/**
 * product-rules §5: the default label, the word "all" or nothing match every job; otherwise a job matches when
 * any of its locations contains the chosen text (case-insensitive). Example: "noida" matches "Greater Noida".
 */
export function matchesLocation(job: SearchableJob, location: string): boolean {
  const needle = fold(location);
  if (needle === '' || needle === fold(DEFAULT_LOCATION_LABEL) || needle === ALL_LOCATIONS.value) return true;
  return job.locations.some((place) => place.toLowerCase().includes(needle));
}

/**
 * The jobs to show after Search: filtered from the full original list, in its order, keeping those that
 * satisfy both the text and the location. Example: `searchJobs(jobs, { text: 'git', location: 'Remote' })`.
 */
export function searchJobs<T extends SearchableJob>(jobs: readonly T[], filter: JobFilter): T[] {
  return jobs.filter((job) => matchesText(job, filter.text) && matchesLocation(job, filter.location));
}

/**
 * The location control's options: All Locations, then every location named by a job, first-seen order.
 * Example: for the three jobs → All Locations, Greater Noida, Remote (product-rules §9).
 */
export function locationOptions(jobs: readonly SearchableJob[]): LocationOption[] {
  const names: string[] = [];
  for (const place of jobs.flatMap((job) => job.locations)) {
    if (!names.some((name) => fold(name) === fold(place))) names.push(place);
  }
  return [{ ...ALL_LOCATIONS }, ...names.map((name) => ({ value: name, label: name }))];
}

/**
 * The applied search as a query string, so it can be shared and survives reload (product-rules):
 * empty text and the default location are left out. Example: `{ text: 'git', location: 'Remote' }` →
 * `?q=git&location=Remote`; the empty filter → ''.
 */
export function toSearchQuery(filter: JobFilter): string {
  const params = new URLSearchParams();
  const text = filter.text.trim();
  const location = filter.location.trim();
  if (text) params.set('q', text);
  if (location && location.toLowerCase() !== DEFAULT_LOCATION_LABEL.toLowerCase()) params.set('location', location);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Reads `?q=&location=` back into a filter whose location is one of `options` (matched case-insensitively
 * on value or label); an unknown location falls back to the default label so the control and the list agree.
 * Example: `fromSearchQuery('?q=react&location=remote', options)` → `{ text: 'react', location: 'Remote' }`.
 */
export function fromSearchQuery(search: string, options: readonly LocationOption[]): JobFilter {
  const params = new URLSearchParams(search);
  const wanted = (params.get('location') ?? '').trim().toLowerCase();
  const option = options.find((o) => o.value.toLowerCase() === wanted || o.label.toLowerCase() === wanted);
  return { text: params.get('q') ?? '', location: option ? option.value : DEFAULT_LOCATION_LABEL };
}
