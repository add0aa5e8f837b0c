import { DEFAULT_LOCATION_LABEL, type JobFilter, type LocationOption } from './job-search';

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
