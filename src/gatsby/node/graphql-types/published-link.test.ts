import { readPath, resolvePublishedLink } from './published-link';

const nodes = [
  { postId: 2, slug: 'b', date: '2025-02-01' },
  { postId: 3, slug: 'c', date: '2025-03-01' },
  { postId: 3, slug: 'a-newer-twin', date: '2025-04-01' },
];

/** A node model that answers `{ filter: { postId: { in } } }` like Gatsby's. */
const context = {
  nodeModel: {
    findAll: async ({ query }: { type: string; query: object }) => {
      const wanted = (query as { filter: { postId: { in: unknown[] } } }).filter.postId.in;
      return { entries: nodes.filter((node) => wanted.includes(node.postId)) };
    },
  },
};

describe('resolvePublishedLink', () => {
  const related = resolvePublishedLink({ type: 'BlogPost', by: 'postId', from: 'relatedIds' });

  it('links in the listed order and leaves out ids with no node (draft, scheduled, deleted)', async () => {
    const linked = await related({ relatedIds: [3, 9, 2] }, {}, context);
    expect(linked.map((node) => node.slug)).toEqual(['c', 'b']);
  });

  it('links a number two posts share to the older one', async () => {
    const [linked] = await related({ relatedIds: [3] }, {}, context);
    expect(linked).toMatchObject({ slug: 'c' });
  });

  it('returns an empty list when nothing is listed', async () => {
    expect(await related({ relatedIds: [] }, {}, context)).toEqual([]);
  });
});

describe('readPath', () => {
  it('reads a field of every entry of a list', () => {
    expect(readPath({ jobs: [{ jobId: 'J001' }, { jobId: 'J002' }] }, 'jobs.jobId')).toEqual(['J001', 'J002']);
    expect(readPath({ relatedIds: [1, 2] }, 'relatedIds')).toEqual([1, 2]);
    expect(readPath({}, 'jobs.jobId')).toEqual([]);
  });
});
