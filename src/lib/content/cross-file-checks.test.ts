import { findContentProblems } from './cross-file-checks';

type PagesData = Queries.CreatePagesQuery;
const detail = (slug: string, order: number) => ({ slug, order, caseStudies: [{ id: 1 }] });
const office = { city: 'Greater Noida', region: 'Uttar Pradesh', country: 'IN' };

function problems(overrides: Partial<PagesData>): string[] {
  const data: PagesData = {
    allBlogPost: { nodes: [] },
    allHeldPost: { nodes: [] },
    allAuthor: { nodes: [] },
    allService: { nodes: [detail('saas', 3), detail('devops', 4)] },
    allExpertise: { nodes: [detail('python', 1)] },
    allLegalPage: { nodes: [] },
    jobsJson: { jobs: [{ jobId: 'J001', locations: ['Greater Noida', 'Remote'] }] },
    siteJson: { headOffice: office, offices: [] },
    homeJson: { services: [{ service: 'devops' }, { service: 'saas' }], industries: [{ id: 1 }, { id: 2 }] },
    aboutJson: { emerging: [{ expertise: 'python' }], stats: [{ value: 2, countsHomeIndustries: true }] },
    topicsJson: { topics: [{ slug: 'cloud', service: 'devops' }] },
    allCaseStudy: { nodes: [] },
    teamJson: { members: [{ id: 'amit', author: null }] },
    ...overrides,
  };
  return findContentProblems(data, () => true);
}

describe('findContentProblems', () => {
  it('names the case study file whose card or service does not exist', () => {
    const study = { slug: 'a', service: 'saas', card: 2, alsoServices: null, featured: null, onHome: null };
    expect(problems({ allCaseStudy: { nodes: [study] } })).toEqual([
      'content/case-studies/a.json: field "card": content/services/saas.json has no case study card with id 2',
    ]);
  });

  it('refuses an industries counter that differs from the home page tiles', () => {
    expect(
      problems({
        aboutJson: { emerging: [{ expertise: 'python' }], stats: [{ value: 10, countsHomeIndustries: true }] },
      }),
    ).toEqual([
      'content/site/about.json: field "stats[0].value": 10, but content/site/home.json lists 2 industries; the counter must match the tiles',
    ]);
  });

  it('names the team member whose blog author does not exist', () => {
    expect(
      problems({ allAuthor: { nodes: [{ jsonId: 'amit' }] }, teamJson: { members: [{ id: 'neha', author: 'neha' }] } }),
    ).toEqual(['content/site/team.json: field "members[0].author": no author "neha" in content/authors/authors.json']);
  });

  it('accepts consistent content, and an empty folder of pages', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ allExpertise: { nodes: [] }, aboutJson: { emerging: [], stats: [] } })).toEqual([]);
  });

  it('names post problems in the same style, from the post nodes as queried', () => {
    const post = {
      id: 'node-1',
      postId: 1,
      slug: 'a',
      file: 'content/blog/a/index.md',
      authorKey: 'bob',
      date: '2026-01-01',
      relatedIds: [],
      rawMarkdownBody: 'Body text.',
      topicSlugs: ['cloud'],
      previewOnly: false,
    };
    expect(problems({ allBlogPost: { nodes: [post] }, allAuthor: { nodes: [{ jsonId: 'amit' }] } })).toEqual([
      'content/blog/a/index.md: field "author": unknown author "bob"; use one of: amit',
    ]);
  });

  it('names both files when two pages share an order', () => {
    expect(problems({ allService: { nodes: [detail('saas', 4), detail('devops', 4)] } })).toEqual([
      'content/services/saas.json: field "order": 4 is already used by content/services/devops.json; each page needs its own position',
    ]);
  });

  it('names home service cards and emerging technologies whose page file does not exist', () => {
    expect(
      problems({
        homeJson: { services: [{ service: 'devops' }, { service: 'sass' }], industries: [] },
        aboutJson: { emerging: [{ expertise: 'rust' }], stats: [] },
      }),
    ).toEqual([
      'content/site/home.json: field "services[1].service": content/services/sass.json does not exist',
      'content/site/about.json: field "emerging[0].expertise": content/expertise/rust.json does not exist',
    ]);
  });

  it('names a job location that is neither Remote nor an office city', () => {
    expect(problems({ jobsJson: { jobs: [{ jobId: 'J001', locations: ['Remote', 'Pune'] }] } })).toEqual([
      'content/careers/jobs.json: field "jobs[0].locations": "Pune" is neither Remote nor an office city in content/site/site.json',
    ]);
  });

  it('reports every problem at once', () => {
    expect(
      problems({
        allService: { nodes: [detail('saas', 1), detail('devops', 1)] },
        homeJson: { services: [{ service: 'sass' }], industries: [{ id: 1 }, { id: 2 }] },
        jobsJson: { jobs: [{ jobId: 'J001', locations: ['Pune'] }] },
      }),
    ).toHaveLength(3);
  });
});
