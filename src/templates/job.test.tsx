import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { jobPageData, seoSiteData } from '../../tests/fixtures/job-page';
import JobTemplate, { Head } from './job';

type HeadProps = React.ComponentProps<typeof Head>;
const props = (jobId: string, pathname: string) =>
  ({ data: jobPageData(jobId), pageContext: { jobId }, location: { pathname } }) as unknown as React.ComponentProps<
    typeof JobTemplate
  > &
    HeadProps;

const jsonLd = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.innerHTML) as Record<string, unknown>,
  );

beforeEach(() => (useStaticQuery as jest.Mock).mockReturnValue(seoSiteData));

describe('job page', () => {
  it('shows the full role, its facts and how to apply by e-mail with the job in the subject', () => {
    render(<JobTemplate {...props('J002', '/careers/j002/')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Django Intern');
    for (const heading of ['Responsibilities', 'Requirements', 'What you get', 'How to apply']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const facts = screen.getByRole('complementary', { name: 'Job facts' });
    expect(within(facts).getByText('₹3k–₹5k / month')).toBeInTheDocument();
    expect(within(facts).getByText('Greater Noida, Remote')).toBeInTheDocument();
    expect(within(facts).getByText('Internship')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply by e-mail' })).toHaveAttribute(
      'href',
      'mailto:careers@example.com?subject=J002%20Django%20Intern',
    );
  });

  it('links to the other openings and back to the search', () => {
    render(<JobTemplate {...props('J002', '/careers/j002/')} />);
    const others = screen.getByRole('region', { name: 'Other openings' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/careers/j001/', '/careers/j003/', '/careers/']);
  });

  it('has its own title, description, canonical, breadcrumbs and JobPosting data', () => {
    const { container } = render(<Head {...props('J003', '/careers/j003/')} />);
    expect(container.querySelector('title')).toHaveTextContent(
      'Graphic Designer (J003) | Careers | StarOps Technologies',
    );
    expect(container.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeLessThanOrEqual(
      160,
    );
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.example.com/careers/j003/',
    );
    const data = jsonLd(container);
    expect(data.map((entry) => entry['@type'])).toEqual(['Organization', 'BreadcrumbList', 'JobPosting']);
    const posting = data[2]!;
    expect(posting).toMatchObject({
      title: 'Graphic Designer',
      datePosted: '2026-11-02',
      employmentType: 'PART_TIME',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
      baseSalary: { currency: 'INR', value: { minValue: 3000, maxValue: 5000, unitText: 'MONTH' } },
    });
    expect(posting).not.toHaveProperty('jobLocation');
  });

  it('gives an office-and-remote job the head office address', () => {
    const { container } = render(<Head {...props('J001', '/careers/j001/')} />);
    const posting = jsonLd(container)[2]!;
    expect(posting.jobLocation).toEqual([
      expect.objectContaining({
        address: expect.objectContaining({ addressLocality: 'Greater Noida', postalCode: '201308' }),
      }),
    ]);
  });
});
