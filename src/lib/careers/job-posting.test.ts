import {
  buildJobPostingJsonLd,
  employmentTypeLabel,
  formatStipend,
  JOB_SECTIONS,
  jobDescriptionHtml,
  parseStipend,
  resolveJobLocations,
  type JobDetails,
} from './job-posting';
import { slugify } from '../slug';

const headOffice = {
  name: 'Head office',
  street: 'Plot 12, Knowledge Park III',
  city: 'Greater Noida',
  region: 'Uttar Pradesh',
  postalCode: '201308',
  country: 'IN',
};
const lucknow = {
  name: 'Lucknow office',
  street: null,
  postalCode: null,
  city: 'Lucknow',
  region: 'Uttar Pradesh',
  country: 'IN',
};
const offices = [headOffice, lucknow];

const job: JobDetails = {
  jobId: 'J001',
  title: 'React Js Development Intern',
  summary: 'Build <React> interfaces & ship features.',
  responsibilities: ['Build components.'],
  requirements: ['Know JavaScript.'],
  perks: ['A mentor.'],
  howToApply: 'E-mail your resume.',
  tags: ['React'],
  locations: ['Greater Noida', 'Remote'],
  stipend: '4-5',
  stipendUnit: 'k INR',
  stipendType: 'month',
  employmentType: 'INTERN',
  datePosted: '2026-11-02',
  validThrough: '2027-01-31',
};

const build = (overrides: Partial<JobDetails> = {}) =>
  buildJobPostingJsonLd(
    { ...job, ...overrides },
    { url: 'https://www.example.com', name: 'StarOps Technologies', headOffice, offices: [lucknow] },
    '/careers/j001/',
  );

describe('parseStipend', () => {
  it('reads a range in thousands of INR', () => {
    expect(parseStipend('4-5', 'k INR')).toEqual({ min: 4000, max: 5000 });
  });
  it('reads a single amount in rupees', () => {
    expect(parseStipend('3000', 'INR')).toEqual({ min: 3000, max: 3000 });
  });
});

describe('formatStipend', () => {
  it('shows the range with its type', () => {
    expect(formatStipend('4-5', 'k INR', 'month')).toBe('₹4k–₹5k / month');
    expect(formatStipend('3000', 'INR', 'month')).toBe('₹3000 / month');
  });
});

describe('resolveJobLocations', () => {
  it('matches office cities case-insensitively and notes remote work', () => {
    expect(resolveJobLocations(['greater noida', 'Remote'], offices)).toEqual({
      places: [headOffice],
      isRemote: true,
      unknown: [],
    });
  });
  it('reports a location that is neither an office nor Remote', () => {
    expect(resolveJobLocations(['Mumbai'], offices).unknown).toEqual(['Mumbai']);
  });
});

describe('jobDescriptionHtml', () => {
  it('gives the full role as HTML with the text escaped', () => {
    expect(jobDescriptionHtml(job)).toBe(
      '<p>Build &lt;React&gt; interfaces &amp; ship features.</p>' +
        '<h3>Responsibilities</h3><ul><li>Build components.</li></ul>' +
        '<h3>Requirements</h3><ul><li>Know JavaScript.</li></ul>' +
        '<h3>What you get</h3><ul><li>A mentor.</li></ul>',
    );
  });
});

describe('buildJobPostingJsonLd', () => {
  it('has every field Google requires', () => {
    const data = build();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'React Js Development Intern',
      datePosted: '2026-11-02',
      validThrough: '2027-01-31T23:59:59+05:30',
      employmentType: 'INTERN',
      url: 'https://www.example.com/careers/j001/',
      identifier: { '@type': 'PropertyValue', name: 'StarOps Technologies', value: 'J001' },
      hiringOrganization: {
        '@type': 'Organization',
        name: 'StarOps Technologies',
        sameAs: 'https://www.example.com/',
        logo: 'https://www.example.com/logo.png',
      },
    });
    expect(data.description).toContain('<h3>Responsibilities</h3>');
  });

  it('pays in INR per MONTH as a range', () => {
    expect(build().baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: 4000, maxValue: 5000, unitText: 'MONTH' },
    });
  });

  it('pays a single amount as one value, keys in schema.org order', () => {
    const { value } = build({ stipend: '3000', stipendUnit: 'INR' }).baseSalary as { value: unknown };
    expect(JSON.stringify(value)).toBe('{"@type":"QuantitativeValue","value":3000,"unitText":"MONTH"}');
  });

  it('gives an office job its postal address and a hybrid job TELECOMMUTE as well', () => {
    const data = build();
    expect(data.jobLocation).toEqual([
      {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Plot 12, Knowledge Park III',
          addressLocality: 'Greater Noida',
          addressRegion: 'Uttar Pradesh',
          postalCode: '201308',
          addressCountry: 'IN',
        },
      },
    ]);
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'India' });
  });

  it('gives a remote-only job no jobLocation, only TELECOMMUTE with the applicant country', () => {
    const data = build({ locations: ['Remote'] });
    expect(data).not.toHaveProperty('jobLocation');
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'India' });
  });

  it('gives an office-only job no TELECOMMUTE', () => {
    const data = build({ locations: ['Lucknow'] });
    expect(data).not.toHaveProperty('jobLocationType');
    expect(data).not.toHaveProperty('applicantLocationRequirements');
    expect((data.jobLocation as unknown[]).length).toBe(1);
  });
});

test.each([
  // Google's codes read in plain words; an unknown code shows as it is.
  ['INTERN', 'Internship'],
  ['PART_TIME', 'Part-time'],
  ['SEASONAL', 'SEASONAL'],
])('employmentTypeLabel(%j) is %j', (code, label) => expect(employmentTypeLabel(code)).toBe(label));

describe('JOB_SECTIONS', () => {
  it("gives each section heading the id of the site's one slug rule", () => {
    for (const [, heading, id] of JOB_SECTIONS) expect(id).toBe(slugify(heading));
  });
});
