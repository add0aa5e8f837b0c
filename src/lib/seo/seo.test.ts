import {
  absoluteUrl,
  buildBreadcrumbJsonLd,
  buildFaqJsonLd,
  buildMetaTags,
  buildOrganizationJsonLd,
  buildTitle,
  mergeKeywords,
  ROBOTS_DEFAULT,
  serializeJsonLd,
  type MetaTag,
} from './seo';

const site = {
  name: 'StarOps Technologies',
  tagline: 'IT, Web, App, and DevOps Excellence',
  url: 'https://www.example.com',
  defaultDescription: 'Default description of the company.',
  themeColor: '#427ee6',
};

const find = (tags: MetaTag[], key: string) =>
  tags.filter((tag) => ('name' in tag ? tag.name : tag.property) === key).map((tag) => tag.content);

describe('buildTitle', () => {
  it('suffixes a page title with the company name after a bar', () => {
    expect(buildTitle(site, 'About Us')).toBe('About Us | StarOps Technologies');
  });
  it('falls back to the company name and tagline without a title (product-rules §9 default)', () => {
    expect(buildTitle(site)).toBe('StarOps Technologies | IT, Web, App, and DevOps Excellence');
    expect(buildTitle(site, '   ')).toBe('StarOps Technologies | IT, Web, App, and DevOps Excellence');
  });
});

describe('absoluteUrl', () => {
  it('joins the site URL and a path with exactly one slash', () => {
    expect(absoluteUrl('https://www.example.com/', '/blog/a/')).toBe('https://www.example.com/blog/a/');
    expect(absoluteUrl('https://www.example.com', 'blog/a/')).toBe('https://www.example.com/blog/a/');
  });
  it('leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://www.example.com', 'https://cdn.example.org/x.png')).toBe(
      'https://cdn.example.org/x.png',
    );
  });
});

describe('robots', () => {
  it('is the specified default unless a page opts out of search results', () => {
    expect(find(buildMetaTags(site, { path: '/' }), 'robots')).toEqual([
      'index, follow, max-snippet:-1, max-video-preview:-1, max-image-preview:large',
    ]);
    expect(find(buildMetaTags(site, { path: '/404/', noindex: true }), 'robots')).toEqual(['noindex, follow']);
  });
});

describe('keywords', () => {
  it('merges lists without case-insensitive duplicates, keeping order', () => {
    expect(mergeKeywords(['Docker', 'AWS'], ['docker', 'IT blog'], undefined)).toEqual(['Docker', 'AWS', 'IT blog']);
  });
});

describe('buildMetaTags', () => {
  const tags = buildMetaTags(site, {
    title: 'Docker basics',
    path: '/blog/docker/',
    keywords: ['docker', 'containers'],
    image: { url: '/static/poster.png', alt: 'Poster' },
    ogType: 'article',
    author: 'Rohit Yadav',
    publishedTime: '2025-12-08',
    section: 'Technology',
    tags: ['docker', 'containers'],
    readingTimeMinutes: 6,
    category: 'Software Development',
  });

  it('describes the page for search engines and social cards', () => {
    expect(find(tags, 'og:title')).toEqual(['Docker basics | StarOps Technologies']);
    expect(find(tags, 'og:type')).toEqual(['article']);
    expect(find(tags, 'og:url')).toEqual(['https://www.example.com/blog/docker/']);
    expect(find(tags, 'og:locale')).toEqual(['en_US']);
    expect(find(tags, 'twitter:card')).toEqual(['summary_large_image']);
    expect(find(tags, 'theme-color')).toEqual(['#427ee6']);
    expect(find(tags, 'robots')).toEqual([ROBOTS_DEFAULT]);
    expect(find(tags, 'keywords')).toEqual(['docker, containers']);
  });

  it('gives the social image an absolute URL and the 1200x630 size', () => {
    expect(find(tags, 'og:image')).toEqual(['https://www.example.com/static/poster.png']);
    expect(find(tags, 'og:image:width')).toEqual(['1200']);
    expect(find(tags, 'og:image:height')).toEqual(['630']);
    expect(find(tags, 'twitter:image')).toEqual(['https://www.example.com/static/poster.png']);
  });

  it('adds article metadata: author, times (modified defaults to published), section, one tag each, reading time, category', () => {
    expect(find(tags, 'author')).toEqual(['Rohit Yadav']);
    expect(find(tags, 'article:published_time')).toEqual(['2025-12-08']);
    expect(find(tags, 'article:modified_time')).toEqual(['2025-12-08']);
    expect(find(tags, 'article:section')).toEqual(['Technology']);
    expect(find(tags, 'article:tag')).toEqual(['docker', 'containers']);
    expect(find(tags, 'reading-time')).toEqual(['6 min read']);
    expect(find(tags, 'category')).toEqual(['Software Development']);
  });

  it('uses the default description and og:type website when a page gives none', () => {
    const plain = buildMetaTags(site, { path: '/' });
    expect(find(plain, 'description')).toEqual(['Default description of the company.']);
    expect(find(plain, 'og:type')).toEqual(['website']);
    expect(find(plain, 'og:title')).toEqual(['StarOps Technologies | IT, Web, App, and DevOps Excellence']);
    expect(find(plain, 'article:published_time')).toEqual([]);
  });

  it('lets a page replace the whole title pattern (the blog)', () => {
    const blog = buildMetaTags(site, {
      path: '/blog/',
      fullTitle: 'StarOps Technologies Blog | Latest Insights & Industry Trends',
    });
    expect(find(blog, 'og:title')).toEqual(['StarOps Technologies Blog | Latest Insights & Industry Trends']);
  });
});

describe('structured data', () => {
  /** A company with only what site.json requires: no registered name, registrations or second office. */
  const company = {
    ...site,
    email: 'info@example.com',
    phone: '+919876543210',
    foundingYear: 2020,
    employees: { min: 50, max: 100 },
    headOffice: {
      name: 'Head office',
      street: null,
      city: 'Greater Noida',
      region: 'Uttar Pradesh',
      postalCode: null,
      country: 'IN',
    },
    offices: [],
    social: [{ network: 'X', url: 'https://x.com/example' }],
  };

  it('describes the organisation with founding year 2020 and 50-100 employees', () => {
    const org = buildOrganizationJsonLd(company);
    expect(org).not.toHaveProperty('legalName');
    expect(org).not.toHaveProperty('identifier');
    expect(org).not.toHaveProperty('vatID');
    expect(org).toMatchObject({
      '@type': 'Organization',
      foundingDate: '2020',
      numberOfEmployees: { '@type': 'QuantitativeValue', minValue: 50, maxValue: 100 },
      logo: 'https://www.example.com/logo.png',
      address: { addressLocality: 'Greater Noida', addressCountry: 'IN' },
      sameAs: ['https://x.com/example'],
    });
  });

  it('adds the registered name, registrations and every office once site.json has them', () => {
    const office = { ...company.headOffice, name: 'Office', city: 'Lucknow' };
    const org = buildOrganizationJsonLd({
      ...company,
      headOffice: { ...office, name: 'Head office', street: '1 Road', city: 'Noida' },
      offices: [office],
      social: [],
      legalName: 'Example Private Limited',
      registrations: [
        { name: 'CIN', value: 'C-1' },
        { name: 'GSTIN', value: 'G-1' },
        { name: 'PAN', value: 'P-1' },
      ],
    });
    expect(org).toMatchObject({
      legalName: 'Example Private Limited',
      vatID: 'G-1',
      taxID: 'P-1',
      identifier: [{ '@type': 'PropertyValue', propertyID: 'CIN', value: 'C-1' }],
      address: [{ streetAddress: '1 Road', addressLocality: 'Noida' }, { addressLocality: 'Lucknow' }],
    });
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    expect(
      buildBreadcrumbJsonLd(site.url, [
        { name: 'Home', path: '/' },
        { name: 'Services', path: '/services/' },
      ]),
    ).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://www.example.com/' },
        { position: 2, name: 'Services', item: 'https://www.example.com/services/' },
      ],
    });
  });

  it('turns FAQ entries into questions with accepted answers', () => {
    expect(buildFaqJsonLd([{ question: 'How long?', answer: 'Six weeks.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'How long?', acceptedAnswer: { '@type': 'Answer', text: 'Six weeks.' } },
      ],
    });
  });

  it('escapes "<" so content can never close the script tag', () => {
    expect(serializeJsonLd({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(serializeJsonLd({ text: '<b>' }))).toEqual({ text: '<b>' });
  });
});
