import { DEFAULT_LOCATION_LABEL, type LocationOption } from './job-search';
import { fromSearchQuery, toSearchQuery } from './job-search-params';

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
