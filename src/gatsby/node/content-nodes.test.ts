import type { CreateNodeArgs, Node } from 'gatsby';
import { createContentNodes } from './content-nodes';

const legalFile = { id: 'file-privacy', sourceInstanceName: 'legal', name: 'privacy', relativePath: 'privacy.md' };
const blogFile = { id: 'file-post', sourceInstanceName: 'blog', name: 'index', relativePath: 'docker/index.md' };

function run(parent: Record<string, unknown>, body = '## Section\n\nText.', updated: unknown = '2026-11-22') {
  const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
  const reporter = { panicOnBuild: jest.fn() };
  const node = {
    id: 'md-1',
    parent: parent.id,
    internal: { type: 'MarkdownRemark' },
    frontmatter: { title: 'Privacy Policy', description: 'What we collect.', updated },
    rawMarkdownBody: body,
  } as unknown as Node;
  createContentNodes({
    node,
    getNode: (id: string) => (id === parent.id ? parent : undefined),
    actions,
    reporter,
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: () => 'digest',
  } as unknown as CreateNodeArgs);
  return { createNode: actions.createNode, link: actions.createParentChildLink, panic: reporter.panicOnBuild };
}

describe('createContentNodes on legal Markdown', () => {
  it('makes a LegalPage node from a legal Markdown file, linked to its Markdown node', () => {
    const { createNode, link, panic } = run(legalFile);
    expect(panic).not.toHaveBeenCalled();
    expect(createNode).toHaveBeenCalledWith(
      expect.objectContaining({
        slug: 'privacy',
        title: 'Privacy Policy',
        description: 'What we collect.',
        updated: '2026-11-22',
        remark: 'md-1',
        parent: 'md-1',
        internal: { type: 'LegalPage', contentDigest: 'digest' },
      }),
    );
    expect(link).toHaveBeenCalledTimes(1);
  });

  it('normalises a date YAML parsed into a Date object', () => {
    const { createNode } = run(legalFile, '', new Date('2026-01-05T00:00:00Z'));
    expect(createNode.mock.calls[0]![0].updated).toBe('2026-01-05');
  });

  it('makes no LegalPage from Markdown of other folders, such as blog posts', () => {
    const { createNode, panic } = run(blogFile);
    expect(createNode).not.toHaveBeenCalled();
    expect(panic).not.toHaveBeenCalled();
  });

  it('stops the build when the body has a "# " heading, which would be a second h1', () => {
    const { createNode, panic } = run(legalFile, 'Intro\n\n# Our policy\n\nText');
    expect(createNode).not.toHaveBeenCalled();
    expect(panic.mock.calls[0]![0]).toBe(
      'content/legal/privacy.md: body line 3: use "## " for sections; the front matter title is the page\'s only h1',
    );
  });
});

describe('createContentNodes on content/careers/jobs.json', () => {
  it('makes one Job node per job, keyed by its code, as a child of the file node', () => {
    const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
    const jobs = [
      { jobId: 'J001', title: 'React Intern' },
      { jobId: 'J002', title: 'Django Intern' },
    ];
    const node = { id: 'jobs-json', internal: { type: 'JobsJson' }, jobs } as unknown as Node;
    createContentNodes({
      node,
      actions,
      createNodeId: (seed: string) => `id:${seed}`,
      createContentDigest: () => 'digest',
    } as unknown as CreateNodeArgs);
    expect(actions.createNode.mock.calls.map(([job]) => job)).toEqual([
      expect.objectContaining({ id: 'id:Job >>> J001', jobId: 'J001', title: 'React Intern', parent: 'jobs-json' }),
      expect.objectContaining({
        id: 'id:Job >>> J002',
        jobId: 'J002',
        internal: { type: 'Job', contentDigest: 'digest' },
      }),
    ]);
    expect(actions.createParentChildLink).toHaveBeenCalledTimes(2);
  });
});
