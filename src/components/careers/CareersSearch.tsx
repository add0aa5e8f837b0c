import React, { useEffect, useMemo, useState } from 'react';
import {
  ALL_LOCATIONS,
  DEFAULT_LOCATION_LABEL,
  EMPTY_FILTER,
  fromSearchQuery,
  locationOptions,
  searchJobs,
  toSearchQuery,
  type JobFilter,
  type LocationOption,
} from '../../lib/careers/job-search';
import { Button } from '../ui/ButtonLink';
import { Search } from '../ui/icons';
import { JobCard, type JobSummary } from './JobCard';
import * as S from './CareersSearch.styles';

interface CareersSearchProps {
  jobs: readonly JobSummary[];
  /** `location.search`, read once the page is interactive. */
  search: string;
}

/**
 * Careers search (product-rules §4, §5): only Search applies the text and location, and the applied search is
 * mirrored in the URL. The fields are named like the URL state, so a search sent before hydration (or without
 * JavaScript) loads the same filtered page instead of losing what was typed.
 */
export function CareersSearch({ jobs, search }: CareersSearchProps) {
  const options = useMemo(() => locationOptions(jobs), [jobs]);
  const [form, setForm] = useState<JobFilter>(EMPTY_FILTER);
  const [applied, setApplied] = useState<JobFilter>(EMPTY_FILTER);
  const visible = searchJobs(jobs, applied);

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
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    apply(form);
  };
  const handleReset = () => {
    setForm(EMPTY_FILTER);
    apply(EMPTY_FILTER);
  };

  return (
    <>
      <S.Form role="search" aria-label="Search jobs" onSubmit={handleSubmit}>
        <label htmlFor="job-search-text" className="visually-hidden">
          Job title, job code or skill
        </label>
        <S.Input
          id="job-search-text"
          name="q"
          type="search"
          placeholder="job title, job code..."
          value={form.text}
          onChange={(event) => setForm({ ...form, text: event.target.value })}
        />
        <label htmlFor="job-search-location" className="visually-hidden">
          Job location
        </label>
        <S.Select
          id="job-search-location"
          name="location"
          value={form.location}
          onChange={(event) => setForm({ ...form, location: event.target.value })}
        >
          {/* The default label (product-rules §2): shown until a choice is made, meaning every location. */}
          <option value={DEFAULT_LOCATION_LABEL} disabled hidden>
            {DEFAULT_LOCATION_LABEL}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </S.Select>
        <Button type="submit">
          <Search size={18} aria-hidden="true" />
          Search
        </Button>
      </S.Form>
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
  const shown =
    count === total
      ? `Showing ${total === 1 ? 'the one opening' : `all ${total} openings`}`
      : `Showing ${count} of ${total} ${total === 1 ? 'opening' : 'openings'}`;
  return `${shown}${text ? ` for “${text}”` : ''}${place ? ` in ${place.label}` : ''}`;
}
