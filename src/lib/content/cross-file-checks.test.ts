import { findContentProblems } from './cross-file-checks';

type PagesData = Queries.CreatePagesQuery;
const detail = (slug: string, order: number) => ({ slug, order });
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
    homeJson: { services: [{ service: 'devops' }, { service: 'saas' }] },
    aboutJson: { emerging: [{ expertise: 'python' }] },
    topicsJson: { topics: [{ slug: 'cloud', service: 'devops' }] },
    ...overrides,
  };
  return findContentProblems(data, () => true);
}

describe('findContentProblems', () => {
  it('accepts consistent content, and an empty folder of pages', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ allExpertise: { nodes: [] }, aboutJson: { emerging: [] } })).toEqual([]);
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
        homeJson: { services: [{ service: 'devops' }, { service: 'sass' }] },
        aboutJson: { emerging: [{ expertise: 'rust' }] },
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
        homeJson: { services: [{ service: 'sass' }] },
        jobsJson: { jobs: [{ jobId: 'J001', locations: ['Pune'] }] },
      }),
    ).toHaveLength(3);
  });
});
