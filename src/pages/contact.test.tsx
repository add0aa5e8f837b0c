import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { useStaticQuery, type PageProps } from 'gatsby';
import { readContent } from '../../tests/content/content-dir';
import ContactPage from './contact';
// The enquiry form's lazily imported modules are compiled with this file, not within a test's time limit.
import '../features/enquiry/EnquiryForm';

/** The page query's and the site query's results as the build gives them: the content files' own values. */
const data = {
  contactJson: readContent('site/contact.json'),
  teamJson: readContent('site/team.json'),
} as Queries.ContactPageQuery;
const contact = data.contactJson!;
const site = readContent('site/site.json') as NonNullable<Queries.SiteDataQuery['siteJson']>;
beforeEach(() => (useStaticQuery as jest.Mock).mockReturnValue({ siteJson: site }));
const renderPage = () => render(<ContactPage {...({ data } as PageProps<Queries.ContactPageQuery>)} />);

describe('/contact/ page', () => {
  it('has one h1 and the form headed "Connect with Us"', async () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(contact.hero.title);
    expect(await screen.findByRole('form', { name: 'Connect with Us' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('says what happens after an enquiry is sent', () => {
    renderPage();
    const steps = screen.getByRole('region', { name: contact.nextSteps.heading });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(contact.nextSteps.steps.length);
  });

  it('lists every selling point beside the form, in file order', () => {
    renderPage();
    const panel = screen.getByRole('complementary', { name: contact.sellingPointsHeading });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(contact.sellingPoints.length);
    contact.sellingPoints.forEach((point, index) => expect(items[index]).toHaveTextContent(point.title));
  });

  it('names the people who read enquiries, and only them', async () => {
    renderPage();
    const team = data.teamJson!;
    const readers = team.members.filter((member) => member.readsEnquiries);
    const box = screen.queryByRole('region', { name: team.enquiriesHeading });
    if (readers.length === 0) return expect(box).toBeNull();
    // The people load as a section of their own (components/ui/deferred.tsx).
    await within(box!).findByText(readers[0]!.name);
    for (const member of team.members)
      expect(within(box!).queryAllByText(member.name).length > 0).toBe(Boolean(member.readsEnquiries));
  });

  it('offers the phone, map and e-mail tiles from site.json', () => {
    renderPage();
    expect(screen.getByRole('link', { name: site.phoneDisplay })).toHaveAttribute('href', `tel:${site.phone}`);
    expect(site.phone).toMatch(/^\+91\d{10}$/);
    const map = screen.getByRole('link', { name: new RegExp(`^${site.mapLabel}`) });
    expect(map).toHaveAttribute('href', site.mapLink);
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  });
});
