import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { useStaticQuery, type PageProps } from 'gatsby';
import { readContent } from '../../tests/content/content-dir';
import { contentCareersFixture, contentJobFixture } from '../../tests/fixtures/content-job';
import CareersPage from './careers';

/** The careers copy as the page query gives it (a fixture: the tests never depend on today's jobs). */
const careers = contentCareersFixture as unknown as NonNullable<Queries.CareersPageQuery['jobsJson']>;
const site = readContent('site/site.json') as NonNullable<Queries.SiteDataQuery['siteJson']>;
beforeEach(() => (useStaticQuery as jest.Mock).mockReturnValue({ siteJson: site }));

const renderWith = (jobs: NonNullable<Queries.CareersPageQuery['jobsJson']>['jobs']) => {
  const data = { jobsJson: { ...careers, jobs } } as Queries.CareersPageQuery;
  const location = { pathname: '/careers/', search: '' };
  return render(<CareersPage {...({ data, location } as unknown as PageProps<Queries.CareersPageQuery>)} />);
};

describe('/careers/ page', () => {
  it('with no open job says so and invites a CV by e-mail, with no empty search', async () => {
    renderWith([]);
    const openings = screen.getByRole('region', { name: 'Open positions' });
    expect(within(openings).getByRole('status')).toHaveTextContent('We have no open positions right now.');
    // Where to go instead, in the same section: the résumé address and the general enquiry.
    expect(within(openings).getByRole('link', { name: site.resumeEmail })).toHaveAttribute(
      'href',
      `mailto:${site.resumeEmail}`,
    );
    expect(within(openings).getByRole('link', { name: 'send us an enquiry' })).toHaveAttribute('href', '/contact/');
    expect(await screen.findByRole('link', { name: 'Send your CV' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      expect.stringMatching(`^mailto:${site.resumeEmail}`),
    );
    expect(screen.queryByRole('search', { name: 'Search jobs' })).not.toBeInTheDocument();
  });

  it('with an open job offers the search and no such message', async () => {
    renderWith([contentJobFixture as unknown as (typeof careers.jobs)[number]]);
    expect(await screen.findByRole('search', { name: 'Search jobs' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(/no open positions/)).not.toBeInTheDocument();
  });
});
