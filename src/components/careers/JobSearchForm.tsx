import React from 'react';
import { Search } from '../ui/icons';
import { DEFAULT_LOCATION_LABEL, type JobFilter, type LocationOption } from '../../lib/careers/job-search';
import { Button } from '../ui/ButtonLink';
import styled, { css } from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

interface JobSearchFormProps {
  value: JobFilter;
  options: readonly LocationOption[];
  onChange: (value: JobFilter) => void;
  onSearch: () => void;
}

/**
 * The careers search form (product-rules §2 Careers): free text, the location control showing "Job Location" until
 * a location is chosen, and the Search button. Typing or choosing alone changes nothing (product-rules §4).
 * The fields are named like the URL state (`?q=&location=`), so a search sent before the page has
 * hydrated (or without JavaScript) loads the same filtered page instead of losing what was typed.
 */
export function JobSearchForm({ value, options, onChange, onSearch }: JobSearchFormProps) {
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Form role="search" aria-label="Search jobs" onSubmit={handleSubmit}>
      <Field>
        <label htmlFor="job-search-text" className="visually-hidden">
          Job title, job code or skill
        </label>
        <Input
          id="job-search-text"
          name="q"
          type="search"
          placeholder="job title, job code..."
          value={value.text}
          onChange={(event) => onChange({ ...value, text: event.target.value })}
        />
      </Field>
      <Field>
        <label htmlFor="job-search-location" className="visually-hidden">
          Job location
        </label>
        <Select
          id="job-search-location"
          name="location"
          value={value.location}
          onChange={(event) => onChange({ ...value, location: event.target.value })}
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
        </Select>
      </Field>
      <Button type="submit">
        <Search size={18} aria-hidden="true" />
        Search
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};
  ${media.sm} {
    grid-template-columns: 1fr 13rem auto;
    align-items: center;
  }
`;

const Field = styled.div`
  min-width: 0;
`;

const control = css`
  width: 100%;
  min-height: 48px;
  padding: 0.6rem 0.9rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  &::placeholder {
    color: ${theme.colors.muted};
  }
`;

const Input = styled.input`
  ${control}
`;

const Select = styled.select`
  ${control}
  cursor: pointer;
`;
