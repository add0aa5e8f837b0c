import { caseStudyProblems } from './case-study-checks';

const services = [
  { slug: 'devops', caseStudies: [{ id: 1 }, { id: 2 }] },
  { slug: 'saas', caseStudies: [{ id: 1 }] },
];
const study = (slug: string, extra: Record<string, unknown> = {}) => ({ slug, service: 'devops', card: 1, ...extra });

describe('caseStudyProblems', () => {
  it('accepts studies that each expand a different card of an existing service', () => {
    expect(
      caseStudyProblems(
        [study('a', { featured: true, onHome: true }), study('b', { card: 2, alsoServices: ['saas'] })],
        services,
      ),
    ).toEqual([]);
  });

  it('names the file and field of a service or card that does not exist', () => {
    expect(caseStudyProblems([study('a', { service: 'mobile' }), study('b', { card: 9 })], services)).toEqual([
      'content/case-studies/a.json: field "service": no service page content/services/mobile.json',
      'content/case-studies/b.json: field "card": content/services/devops.json has no case study card with id 9',
    ]);
  });

  it('refuses two pages for one card, and an unknown or repeated other service', () => {
    expect(caseStudyProblems([study('a'), study('b', { alsoServices: ['devops', 'cloud'] })], services)).toEqual([
      'content/case-studies/b.json: field "card": card 1 of devops already has content/case-studies/a.json',
      'content/case-studies/b.json: field "alsoServices[0]": "devops" is already the main service',
      'content/case-studies/b.json: field "alsoServices[1]": no service page content/services/cloud.json',
    ]);
  });

  it('allows one headline study per service and one on the home page', () => {
    const both = { featured: true, onHome: true };
    expect(caseStudyProblems([study('a', both), study('b', { ...both, card: 2 })], services)).toEqual([
      'content/case-studies/b.json: field "featured": content/case-studies/a.json is already the headline case study of devops',
      'content/case-studies/b.json: field "onHome": content/case-studies/a.json is already shown on the home page',
    ]);
  });
});
