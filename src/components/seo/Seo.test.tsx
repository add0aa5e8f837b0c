import React from 'react';
import { render } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { Seo } from './Seo';

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({
    siteJson: {
      name: 'StarOps Technologies',
      tagline: 'IT, Web, App, and DevOps Excellence',
      url: 'https://www.example.com',
      defaultDescription: 'Default description.',
      themeColor: '#427ee6',
      email: 'info@example.com',
      phone: '+919876543210',
      foundingYear: 2020,
      employees: { min: 50, max: 100 },
      headOffice: { city: 'Greater Noida', region: 'Uttar Pradesh', country: 'IN', street: null, postalCode: null },
      social: [{ network: 'X', url: 'https://x.com/example' }],
    },
  });
});

/** Head components render into the document as plain elements here, the way Gatsby's Head API emits them. */
function renderHead(ui: React.ReactElement) {
  const { container } = render(ui);
  return container;
}

describe('Seo', () => {
  it('renders the title, description, canonical and social tags of a page', () => {
    const head = renderHead(<Seo title="About Us" description="Who we are." path="/about/" />);
    expect(head.querySelector('title')?.textContent).toBe('About Us | StarOps Technologies');
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Who we are.');
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.example.com/about/');
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'https://www.example.com/social-card.png',
    );
    expect(head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
  });

  it('always publishes the Organization and adds the page’s own JSON-LD', () => {
    const head = renderHead(
      <Seo path="/" structuredData={[{ '@context': 'https://schema.org', '@type': 'FAQPage' }]} />,
    );
    const blocks = [...head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.innerHTML));
    expect(blocks.map((block) => block['@type'])).toEqual(['Organization', 'FAQPage']);
    expect(blocks[0].foundingDate).toBe('2020');
  });

  it('turns a breadcrumb trail into a BreadcrumbList that starts at Home, with absolute URLs', () => {
    const head = renderHead(<Seo path="/blog/" breadcrumbs={[{ name: 'Blog', path: '/blog/' }]} />);
    const blocks = [...head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.innerHTML));
    const list = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.example.com/blog/' },
    ]);
  });

  it('marks pages that must not be indexed', () => {
    const head = renderHead(<Seo title="Page not found" path="/404/" noindex />);
    expect(head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
  });
});
