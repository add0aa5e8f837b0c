import { clientLine, headlineCaseStudy } from './case-studies';

describe('clientLine', () => {
  it('names a client only when the file gives a name, and says it is withheld otherwise', () => {
    expect(clientLine({ name: 'Acme', sector: 'Retail', size: 'Start-up' })).toBe('Acme · Retail · Start-up');
    expect(clientLine({ name: null, sector: 'Retail', size: 'Start-up' })).toBe(
      'Client withheld under NDA · Retail · Start-up',
    );
  });
});

describe('headlineCaseStudy', () => {
  const studies = [
    { slug: 'b', service: 'devops', featured: true },
    { slug: 'a', service: 'devops' },
    { slug: 'c', service: 'saas' },
  ];
  it('takes the featured study of the service, else its first by slug, else none', () => {
    expect(headlineCaseStudy(studies, 'devops')?.slug).toBe('b');
    expect(headlineCaseStudy(studies, 'saas')?.slug).toBe('c');
    expect(headlineCaseStudy(studies, 'web')).toBeUndefined();
  });
});
