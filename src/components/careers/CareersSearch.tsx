import React, { useEffect, useMemo, useState } from 'react';
import {
  ALL_LOCATIONS,
  EMPTY_FILTER,
  fromSearchQuery,
  locationOptions,
  searchJobs,
  toSearchQuery,
  type JobFilter,
  type LocationOption,
} from '../../lib/careers/job-search';
import { Button } from '../ui/ButtonLink';
import { JobCard, type JobSummary } from './JobCard';
import { JobSearchForm } from './JobSearchForm';
import styled from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { gridList } from '../../styles/mixins';

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
      <Status role="status">{describeResults(visible.length, jobs.length, applied, options)}</Status>
      {visible.length > 0 ? (
        <List>
          {visible.map((job) => (
            <JobCard key={job.jobId} job={job} />
          ))}
        </List>
      ) : (
        <Empty>
          <EmptyTitle>No openings match this search</EmptyTitle>
          <p>
            Try a job title such as “intern”, a job code such as “J002”, or a whole skill such as “Python”, or choose
            All Locations.
          </p>
          <Button type="button" $variant="outline" onClick={handleReset}>
            Show all openings
          </Button>
        </Empty>
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

const Status = styled.p`
  margin: ${theme.space.lg} 0 ${theme.space.md};
  font-weight: 600;
  color: ${theme.colors.muted};
`;

const List = styled.ul`
  ${gridList}
  gap: ${theme.space.lg};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Empty = styled.div`
  padding: ${theme.space.xl};
  text-align: center;
  border: 2px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};
  p {
    max-width: 36rem;
    margin: 0 auto ${theme.space.lg};
    color: ${theme.colors.muted};
  }
`;

const EmptyTitle = styled.h3`
  margin-bottom: ${theme.space.sm};
`;
