import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CareersSearch } from './CareersSearch';

const job = (jobId: string, title: string, stipend: string, locations: string[], tags: string[]) => ({
  jobId,
  title,
  locations,
  stipend,
  stipendUnit: 'k INR',
  stipendType: 'month',
  tags,
});
const jobs = [
  job(
    'J001',
    'React Js Development Intern',
    '4-5',
    ['Greater Noida', 'Remote'],
    ['react.js', 'javascript', 'Git', 'part-time'],
  ),
  job(
    'J002',
    'Django development Intern',
    '3-5',
    ['Greater Noida', 'Remote'],
    ['Python', 'Django', 'Git', 'part-time'],
  ),
  job('J003', 'Graphic Designer', '3-5', ['Remote'], ['Figma', 'part-time']),
];

const shownTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const textBox = () => screen.getByRole('searchbox', { name: 'Job title, job code or skill' });
const locationBox = () => screen.getByRole('combobox', { name: 'Job location' }) as HTMLSelectElement;
const searchButton = () => screen.getByRole('button', { name: 'Search' });
/** Renders the search over `list` with no search applied; returns the user who drives it. */
const renderSearch = (list = jobs) => {
  const user = userEvent.setup();
  render(<CareersSearch jobs={list} search="" />);
  return user;
};

describe('CareersSearch', () => {
  beforeEach(() => window.history.replaceState(null, '', '/careers/'));

  it('shows every job with its code, locations, stipend and tags, linking to its page', () => {
    render(<CareersSearch jobs={jobs} search="" />);
    expect(shownTitles()).toEqual(['React Js Development Intern', 'Django development Intern', 'Graphic Designer']);
    const card = screen.getByRole('link', { name: 'Graphic Designer' }).closest('li')!;
    expect(screen.getByRole('link', { name: 'Graphic Designer' })).toHaveAttribute('href', '/careers/j003/');
    expect(within(card).getByText('J003')).toBeInTheDocument();
    expect(within(card).getByText('Remote')).toBeInTheDocument();
    expect(within(card).getByText('₹3k–₹5k / month')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Skills and tags' })).toHaveTextContent('Figmapart-time');
  });

  it('works with a single opening, and says so in the singular', async () => {
    const user = renderSearch([jobs[2]!]);
    expect(shownTitles()).toEqual(['Graphic Designer']);
    await user.click(searchButton());
    expect(screen.getByRole('status')).toHaveTextContent('Showing the one opening');
    await user.type(textBox(), 'python');
    await user.click(searchButton());
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 1 opening for “python”');
  });

  it('has the specified form: placeholder, Job Location default label and three locations', () => {
    render(<CareersSearch jobs={jobs} search="" />);
    expect(textBox()).toHaveAttribute('placeholder', 'job title, job code...');
    expect(locationBox().selectedOptions[0]).toHaveTextContent('Job Location');
    const choices = Array.from(locationBox().options).filter((option) => !option.disabled);
    expect(choices.map((option) => option.textContent)).toEqual(['All Locations', 'Greater Noida', 'Remote']);
  });

  it('does not filter while typing or choosing; only Search applies', async () => {
    const user = renderSearch();
    await user.type(textBox(), 'python');
    await user.selectOptions(locationBox(), 'Remote');
    expect(shownTitles()).toHaveLength(3);
    await user.click(searchButton());
    expect(shownTitles()).toEqual(['Django development Intern']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 3 openings for “python” in Remote');
  });

  it('matches a tag only as a whole: "pyth" finds nothing and shows the empty state', async () => {
    const user = renderSearch();
    await user.type(textBox(), 'pyth');
    await user.click(searchButton());
    expect(shownTitles()).toEqual(['No openings match this search']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 3 openings');
    await user.click(screen.getByRole('button', { name: 'Show all openings' }));
    expect(shownTitles()).toHaveLength(3);
    expect(textBox()).toHaveValue('');
    expect(window.location.search).toBe('');
  });

  it('needs both the text and the location to match', async () => {
    const user = renderSearch();
    await user.type(textBox(), 'designer');
    await user.selectOptions(locationBox(), 'Greater Noida');
    await user.click(searchButton());
    expect(shownTitles()).toEqual(['No openings match this search']);
    await user.selectOptions(locationBox(), 'all');
    await user.click(searchButton());
    expect(shownTitles()).toEqual(['Graphic Designer']);
  });

  it('filters by code and by title text, case-insensitively', async () => {
    const user = renderSearch();
    await user.type(textBox(), 'j001');
    await user.click(searchButton());
    expect(shownTitles()).toEqual(['React Js Development Intern']);
    await user.clear(textBox());
    await user.type(textBox(), 'INTERN{Enter}');
    expect(shownTitles()).toEqual(['React Js Development Intern', 'Django development Intern']);
  });

  it('mirrors the applied search in the URL', async () => {
    const user = renderSearch();
    await user.type(textBox(), 'git');
    await user.selectOptions(locationBox(), 'Greater Noida');
    expect(window.location.search).toBe('');
    await user.click(searchButton());
    expect(window.location.pathname).toBe('/careers/');
    expect(window.location.search).toBe('?q=git&location=Greater+Noida');
  });

  it('restores a search from the URL on load', () => {
    render(<CareersSearch jobs={jobs} search="?q=git&location=remote" />);
    expect(textBox()).toHaveValue('git');
    expect(locationBox()).toHaveValue('Remote');
    expect(shownTitles()).toEqual(['React Js Development Intern', 'Django development Intern']);
  });
});
