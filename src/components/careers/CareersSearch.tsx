import React, { useEffect, useMemo, useState } from 'react';
import {
  ALL_LOCATIONS,
  EMPTY_FILTER,
  locationOptions,
  searchJobs,
  type JobFilter,
  type LocationOption,
} from '../../lib/careers/job-search';
import { fromSearchQuery, toSearchQuery } from '../../lib/careers/job-search-params';
import { Button } from '../ui/ButtonLink';
import { JobCard, type JobSummary } from './JobCard';
import { JobSearchForm } from './JobSearchForm';
import * as S from './CareersSearch.styles';

interface CareersSearchProps {
  jobs: readonly JobSummary[];
  /** The page URL's query string (`location.search`), read once the page is interactive. */
  search: string;
}

/**
 * Careers search (product-rules §4, §5): only the Search button replaces the visible list, filtered from the full
 * list. The applied search is mirrored in the URL (?q=&location=) and restored from it on load (product-rules).
 */
export function CareersSearch({ jobs, search }: CareersSearchProps) {
  const options = useMemo(() => locationOptions(jobs), [jobs]);
  const [form, setForm] = useState<JobFilter>(EMPTY_FILTER);
  const [applied, setApplied] = useState<JobFilter>(EMPTY_FILTER);
  const visible = useMemo(() => searchJobs(jobs, applied), [jobs, applied]);

  useEffect(() => {
    const restored = fromSearchQuery(search, options);
    setForm(restored);
    setApplied(restored);
  }, [search, options]);

  const apply = (filter: JobFilter) => {
    setApplied(filter);
    const url = `${window.location.pathname}${toSearchQuery(filter)}`;
    window.history.replaceState(window.history.state, '', url);
  };
  const handleReset = () => {
    setForm(EMPTY_FILTER);
    apply(EMPTY_FILTER);
  };

  return (
    <>
      <JobSearchForm value={form} options={options} onChange={setForm} onSearch={() => apply(form)} />
      <S.Status role="status">{describeResults(visible.length, jobs.length, applied, options)}</S.Status>
      {visible.length > 0 ? (
        <S.List>
          {visible.map((job) => (
            <JobCard key={job.jobId} job={job} />
          ))}
        </S.List>
      ) : (
        <S.Empty>
          <S.EmptyTitle>No openings match this search</S.EmptyTitle>
          <p>
            Try a job title such as “intern”, a job code such as “J002”, or a whole skill such as “Python”, or choose
            All Locations.
          </p>
          <Button type="button" $variant="outline" onClick={handleReset}>
            Show all openings
          </Button>
        </S.Empty>
      )}
    </>
  );
}

/** "Showing 1 of 3 openings for “python” in Remote": what the list shows, announced after each search. */
function describeResults(count: number, total: number, filter: JobFilter, options: readonly LocationOption[]): string {
  const text = filter.text.trim();
  const place = options.find((option) => option.value === filter.location && option.value !== ALL_LOCATIONS.value);
  const openings = total === 1 ? 'opening' : 'openings';
  const shown =
    count === total
      ? `Showing ${total === 1 ? 'the one opening' : `all ${total} openings`}`
      : `Showing ${count} of ${total} ${openings}`;
  return `${shown}${text ? ` for “${text}”` : ''}${place ? ` in ${place.label}` : ''}`;
}
