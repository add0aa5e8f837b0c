/** Careers search (product-rules §4 Careers search, §5 Careers search, §9 locations). */

/** The location control's default label; choosing nothing means every location (product-rules §5). */
export const DEFAULT_LOCATION_LABEL = 'Job Location';
/** The "All Locations" option; its value is the word product-rules §5 says matches every location. */
export const ALL_LOCATIONS = { value: 'all', label: 'All Locations' } as const;

/** Free text (job title, job code or one whole tag) and the default label, `all` or a location name. */
export type JobFilter = Record<'text' | 'location', string>;

export type SearchableJob = Pick<Queries.Job, 'jobId' | 'title' | 'tags' | 'locations'>;

export type LocationOption = { value: string; label: string };

export const EMPTY_FILTER: JobFilter = { text: '', location: DEFAULT_LOCATION_LABEL };

/** Case-insensitive comparison form; surrounding spaces a visitor typed by accident are ignored. */
const fold = (value: string): string => value.trim().toLowerCase();

/**
 * The jobs to show after Search, in the full list's order (product-rules §5): the text is contained in the
 * code or title, or equals one whole tag ("pyth" matches no tag); the location is the default label, "all",
 * nothing, or contained in one of the job's locations ("noida" matches "Greater Noida").
 */
export function searchJobs<T extends SearchableJob>(jobs: readonly T[], filter: JobFilter): T[] {
  const text = fold(filter.text);
  const location = fold(filter.location);
  const anywhere = ['', fold(DEFAULT_LOCATION_LABEL), ALL_LOCATIONS.value].includes(location);
  const matchesText = (job: T) =>
    [job.jobId, job.title].some((field) => fold(field).includes(text)) ||
    job.tags.some((tag) => tag.toLowerCase() === text);
  return jobs.filter(
    (job) => matchesText(job) && (anywhere || job.locations.some((place) => fold(place).includes(location))),
  );
}

/** All Locations, then every location named by a job once, first-seen order (product-rules §9). */
export function locationOptions(jobs: readonly SearchableJob[]): LocationOption[] {
  const places = jobs.flatMap((job) => job.locations);
  const names = places.filter((place, index) => places.findIndex((other) => fold(other) === fold(place)) === index);
  return [{ ...ALL_LOCATIONS }, ...names.map((name) => ({ value: name, label: name }))];
}

/**
 * The applied search as a query string, so it can be shared and survives reload: empty text and the
 * default location are left out. Example: `{ text: 'git', location: 'Remote' }` → `?q=git&location=Remote`.
 */
export function toSearchQuery(filter: JobFilter): string {
  const params = new URLSearchParams();
  const text = filter.text.trim();
  const location = filter.location.trim();
  if (text) params.set('q', text);
  if (location && fold(location) !== fold(DEFAULT_LOCATION_LABEL)) params.set('location', location);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Reads `?q=&location=` back into a filter whose location is one of `options` (matched case-insensitively
 * on value or label); an unknown location falls back to the default label so the control and the list agree.
 */
export function fromSearchQuery(search: string, options: readonly LocationOption[]): JobFilter {
  const params = new URLSearchParams(search);
  const wanted = fold(params.get('location') ?? '');
  const option = options.find((o) => o.value.toLowerCase() === wanted || o.label.toLowerCase() === wanted);
  return { text: params.get('q') ?? '', location: option?.value ?? DEFAULT_LOCATION_LABEL };
}
