import {
  ALL_LOCATIONS,
  DEFAULT_LOCATION_LABEL,
  fromSearchQuery,
  locationOptions,
  searchJobs,
  toSearchQuery,
  type LocationOption,
  type SearchableJob,
} from './job-search';

/** The three product-rules §3 job listings. */
const jobs: SearchableJob[] = [
  {
    jobId: 'J001',
    title: 'React Js Development Intern',
    locations: ['Greater Noida', 'Remote'],
    tags: ['react.js', 'javascript', 'Git', 'part-time'],
  },
  {
    jobId: 'J002',
    title: 'Django development Intern',
    locations: ['Greater Noida', 'Remote'],
    tags: ['Python', 'Django', 'Git', 'part-time'],
  },
  { jobId: 'J003', title: 'Graphic Designer', locations: ['Remote'], tags: ['Figma', 'part-time'] },
];
const ids = (text: string, location: string = DEFAULT_LOCATION_LABEL) =>
  searchJobs(jobs, { text, location }).map((job) => job.jobId);

describe('searchJobs (product-rules §5 Careers search)', () => {
  it('empty text with the location unset or the default label returns all jobs', () => {
    expect(ids('', '')).toEqual(['J001', 'J002', 'J003']);
    expect(ids('', DEFAULT_LOCATION_LABEL)).toEqual(['J001', 'J002', 'J003']);
  });

  it('matches text contained in the job code', () => {
    expect(ids('J002')).toEqual(['J002']);
    expect(ids('00')).toEqual(['J001', 'J002', 'J003']);
  });

  it('matches text contained in the job title', () => {
    expect(ids('designer')).toEqual(['J003']);
    expect(ids('intern')).toEqual(['J001', 'J002']);
    expect(ids('js dev')).toEqual(['J001']);
  });

  it('matches a tag only by whole-tag equality: "pyth" matches nothing, "python" matches J002', () => {
    expect(ids('pyth')).toEqual([]);
    expect(ids('python')).toEqual(['J002']);
    expect(ids('figm')).toEqual([]);
    expect(ids('figma')).toEqual(['J003']);
    expect(ids('react.js')).toEqual(['J001']);
  });

  it('"react" matches J001 through its title, though no tag equals it', () => {
    expect(ids('react')).toEqual(['J001']);
  });

  it('a tag shared by several jobs matches all of them', () => {
    expect(ids('git')).toEqual(['J001', 'J002']);
    expect(ids('part-time')).toEqual(['J001', 'J002', 'J003']);
  });

  it('is case-insensitive for code, title, tag and location', () => {
    expect(ids('j003')).toEqual(['J003']);
    expect(ids('GRAPHIC')).toEqual(['J003']);
    expect(ids('PYTHON')).toEqual(['J002']);
    expect(ids('', 'greater noida')).toEqual(['J001', 'J002']);
  });

  it('location "all" (any case) and the default label match every job', () => {
    expect(ids('', 'all')).toEqual(['J001', 'J002', 'J003']);
    expect(ids('', 'ALL')).toEqual(['J001', 'J002', 'J003']);
    expect(ids('', 'job location')).toEqual(['J001', 'J002', 'J003']);
  });

  it('a location matches when any job location contains it', () => {
    expect(ids('', 'Greater Noida')).toEqual(['J001', 'J002']);
    expect(ids('', 'Remote')).toEqual(['J001', 'J002', 'J003']);
    expect(ids('', 'noida')).toEqual(['J001', 'J002']);
    expect(ids('', 'Lucknow')).toEqual([]);
  });

  it('a job must satisfy both the text and the location', () => {
    expect(ids('designer', 'Greater Noida')).toEqual([]);
    expect(ids('designer', 'Remote')).toEqual(['J003']);
    expect(ids('git', 'Remote')).toEqual(['J001', 'J002']);
    expect(ids('figma', 'Greater Noida')).toEqual([]);
  });

  it('text matching nothing gives an empty list', () => {
    expect(ids('kubernetes')).toEqual([]);
  });

  it('ignores spaces typed around the text', () => {
    expect(ids('  python ')).toEqual(['J002']);
    expect(ids('   ')).toEqual(['J001', 'J002', 'J003']);
  });

  it('filters the full list and keeps its order, without changing it', () => {
    const copy = [...jobs];
    searchJobs(jobs, { text: 'designer', location: 'Remote' });
    expect(jobs).toEqual(copy);
    expect(ids('intern', 'all')).toEqual(['J001', 'J002']);
  });
});

describe('locationOptions', () => {
  it('offers All Locations, Greater Noida and Remote for the specified jobs (product-rules §9)', () => {
    expect(locationOptions(jobs)).toEqual([
      { value: ALL_LOCATIONS.value, label: 'All Locations' },
      { value: 'Greater Noida', label: 'Greater Noida' },
      { value: 'Remote', label: 'Remote' },
    ]);
  });
  it('lists a location once even when spelled in another case', () => {
    const extra = [...jobs, { jobId: 'J004', title: 'x', tags: [], locations: ['remote', 'Lucknow'] }];
    expect(locationOptions(extra).map((o) => o.label)).toEqual(['All Locations', 'Greater Noida', 'Remote', 'Lucknow']);
  });
});

const options: LocationOption[] = [
  { value: 'all', label: 'All Locations' },
  { value: 'Greater Noida', label: 'Greater Noida' },
  { value: 'Remote', label: 'Remote' },
];

describe('toSearchQuery', () => {
  it('writes the text and a chosen location', () => {
    expect(toSearchQuery({ text: 'git', location: 'Remote' })).toBe('?q=git&location=Remote');
    expect(toSearchQuery({ text: 'react js', location: 'Greater Noida' })).toBe('?q=react+js&location=Greater+Noida');
  });
  it('leaves out empty text and the default label', () => {
    expect(toSearchQuery({ text: '', location: DEFAULT_LOCATION_LABEL })).toBe('');
    expect(toSearchQuery({ text: ' python ', location: DEFAULT_LOCATION_LABEL })).toBe('?q=python');
    expect(toSearchQuery({ text: '', location: 'all' })).toBe('?location=all');
  });
});

describe('fromSearchQuery', () => {
  it('reads back what toSearchQuery wrote', () => {
    for (const filter of [
      { text: 'git', location: 'Remote' },
      { text: 'react js', location: 'Greater Noida' },
      { text: '', location: 'all' },
      { text: 'j001', location: DEFAULT_LOCATION_LABEL },
    ]) {
      expect(fromSearchQuery(toSearchQuery(filter), options)).toEqual(filter);
    }
  });
  it('gives the empty filter for no query', () => {
    expect(fromSearchQuery('', options)).toEqual({ text: '', location: DEFAULT_LOCATION_LABEL });
  });
  it('matches a location case-insensitively by value or label', () => {
    expect(fromSearchQuery('?location=remote', options).location).toBe('Remote');
    expect(fromSearchQuery('?location=All%20Locations', options).location).toBe('all');
  });
  it('falls back to the default label for a location that is not offered', () => {
    expect(fromSearchQuery('?q=x&location=Mumbai', options)).toEqual({ text: 'x', location: DEFAULT_LOCATION_LABEL });
  });
});
