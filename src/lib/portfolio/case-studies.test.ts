import { caseStudyUsing, clientLine, headlineCaseStudy } from './case-studies';

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

describe('caseStudyUsing', () => {
  const studies = [
    { slug: 'b', stack: ['Django', 'PostgreSQL'] },
    { slug: 'a', stack: ['React', 'Next.js'] },
    { slug: 'c', stack: ['React'], featured: true },
  ];
  it('finds a study whose stack names the technology, without case, spaces or dots, the featured one first', () => {
    expect(caseStudyUsing(studies, ['ReactJS', 'React'])?.slug).toBe('c');
    expect(caseStudyUsing(studies, ['nextjs'])?.slug).toBe('a');
    expect(caseStudyUsing(studies, ['DJANGO', null])?.slug).toBe('b');
  });
  it('finds none when no study used it', () => {
    expect(caseStudyUsing(studies, ['Flutter', undefined])).toBeUndefined();
  });
});
