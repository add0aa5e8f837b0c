import type { CreateNodeArgs, Node, SourceNodesArgs } from 'gatsby';
import { createContentNodes, redecidePublication } from './content-nodes';

const legalFile = { id: 'file-privacy', sourceInstanceName: 'legal', name: 'privacy', relativePath: 'privacy.md' };
const blogFile = { id: 'file-post', sourceInstanceName: 'blog', name: 'index', relativePath: 'docker/index.md' };
/** A valid post's front matter, undated: each case adds the date (and drafts) it is about. */
const postFrontMatter = {
  id: 40,
  title: 'docker',
  seoTitle: 'Docker',
  seoKeywords: 'docker',
  heading: 'Docker',
  description: 'Containers.',
  author: 'amit',
  related: [1],
  topics: ['devops'],
};

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

describe('createContentNodes: drafts, schedules and closing dates (a fixed clock)', () => {
  /** The build on 15 Mar 2026 in India: 14 Mar 2026, 19:00 UTC is 00:30 IST, the daily rebuild. */
  const BUILD = new Date('2026-03-14T19:00:00Z');
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  function buildPost(frontMatter: Record<string, unknown>) {
    const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
    const file = { ...blogFile, absolutePath: `${process.cwd()}/content/blog/docker/index.md` };
    const node = {
      id: 'md-post',
      parent: file.id,
      internal: { type: 'MarkdownRemark' },
      frontmatter: { ...postFrontMatter, ...frontMatter },
      rawMarkdownBody: 'Text.',
    } as unknown as Node;
    createContentNodes(
      {
        node,
        getNode: (id: string) => (id === file.id ? file : undefined),
        actions,
        reporter: { panicOnBuild: jest.fn() },
        createNodeId: (seed: string) => `id:${seed}`,
        createContentDigest: () => 'digest',
      } as unknown as CreateNodeArgs,
      BUILD,
    );
    return actions.createNode.mock.calls.map(([created]) => created as { internal: { type: string } } & object);
  }

  const types = (frontMatter: Record<string, unknown>) => buildPost(frontMatter).map((node) => node.internal.type);

  it('publishes a post dated today or earlier', () => {
    expect(types({ date: '15 Mar 2026' })).toEqual(['BlogPost']);
    expect(buildPost({ date: '01 Jan 2026' })[0]).toMatchObject({ previewOnly: false });
  });

  it('holds back a post dated tomorrow until its day', () => {
    expect(types({ date: '16 Mar 2026' })).toEqual(['HeldPost']);
    expect(buildPost({ date: '16 Mar 2026' })[0]).toMatchObject({ postId: 40, slug: 'docker', date: '2026-03-16' });
    process.env.SITE_TODAY = '2026-03-16';
    expect(types({ date: '16 Mar 2026' })).toEqual(['BlogPost']);
  });

  it('holds back a draft whatever its date', () => {
    expect(types({ date: '01 Jan 2026', draft: true })).toEqual(['HeldPost']);
  });

  it('shows drafts and scheduled posts in a preview build, marked as preview-only', () => {
    process.env.SHOW_DRAFTS = '1';
    expect(buildPost({ date: '01 Jan 2026', draft: true })[0]).toMatchObject({
      internal: { type: 'BlogPost' },
      previewOnly: true,
    });
    expect(types({ date: '01 Jan 2030' })).toEqual(['BlogPost']);
  });

  it('lists a job through its closing day and drops it the day after; a job without one stays', () => {
    const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
    const jobs = [
      { jobId: 'J001', validThrough: '2026-03-15' },
      { jobId: 'J002', validThrough: '2026-03-14' },
      { jobId: 'J003' },
    ];
    const node = { id: 'jobs-json', internal: { type: 'JobsJson' }, jobs } as unknown as Node;
    const args = {
      node,
      actions,
      createNodeId: (seed: string) => `id:${seed}`,
      createContentDigest: () => 'digest',
    } as unknown as CreateNodeArgs;
    createContentNodes(args, BUILD);
    expect(actions.createNode.mock.calls.map(([job]) => job.jobId)).toEqual(['J001', 'J003']);
  });
});

describe('redecidePublication (every build, over the nodes a warm .cache kept)', () => {
  const BUILD = new Date('2026-03-14T19:00:00Z'); // 15 Mar 2026 in India
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  /** A node store like Gatsby's: what createNode/deleteNode did is what getNode and getNodesByType see. */
  function store() {
    const nodes = new Map<string, Node>();
    const log: string[] = [];
    const actions = {
      createNode: (node: Node) => {
        log.push(`create ${node.internal.type}`);
        nodes.set(node.id, { ...node, children: node.children ?? [] });
      },
      deleteNode: (node: Node) => {
        log.push(`delete ${node.internal.type}`);
        nodes.delete(node.id);
        for (const parent of nodes.values()) parent.children = parent.children.filter((id) => id !== node.id);
      },
      createParentChildLink: ({ parent, child }: { parent: Node; child: Node }) => {
        const stored = nodes.get(parent.id)!;
        if (!stored.children.includes(child.id)) stored.children.push(child.id);
      },
    };
    const args = {
      actions,
      getNode: (id: string) => nodes.get(id),
      getNodesByType: (type: string) => [...nodes.values()].filter((node) => node.internal.type === type),
      reporter: { panicOnBuild: jest.fn() },
      createNodeId: (seed: string) => `id:${seed}`,
      createContentDigest: (value: unknown) => JSON.stringify(value),
    };
    return { nodes, log, args };
  }

  function seed({ args, nodes }: ReturnType<typeof store>) {
    const file = {
      ...blogFile,
      absolutePath: `${process.cwd()}/content/blog/docker/index.md`,
      children: [],
      internal: { type: 'File' },
    };
    nodes.set(file.id, file as unknown as Node);
    const post = {
      id: 'md-post',
      parent: file.id,
      children: [],
      internal: { type: 'MarkdownRemark' },
      frontmatter: { ...postFrontMatter, date: '16 Mar 2026' },
      rawMarkdownBody: 'Text.',
    } as unknown as Node;
    const jobs = {
      id: 'jobs-json',
      children: [],
      internal: { type: 'JobsJson' },
      jobs: [{ jobId: 'J001', validThrough: '2026-03-15' }, { jobId: 'J002' }],
    } as unknown as Node;
    for (const node of [post, jobs]) {
      nodes.set(node.id, node);
      createContentNodes({ ...args, node } as unknown as CreateNodeArgs, BUILD);
    }
  }

  const types = ({ nodes }: ReturnType<typeof store>) =>
    [...nodes.values()]
      .filter((node) => ['BlogPost', 'HeldPost', 'Job'].includes(node.internal.type))
      .map(
        (node) => `${node.internal.type}${node.previewOnly ? ' (preview)' : ''}${node.jobId ? ` ${node.jobId}` : ''}`,
      )
      .sort();

  it('changes nothing when the day and the switch are the same (no query re-runs)', () => {
    const kept = store();
    seed(kept);
    kept.log.length = 0;
    expect(redecidePublication(kept.args as unknown as SourceNodesArgs, BUILD)).toEqual({ replaced: 0 });
    expect(kept.log).toEqual([]);
  });

  it('publishes the post on its day and drops the job after its closing day, though no file changed', () => {
    const kept = store();
    seed(kept);
    expect(types(kept)).toEqual(['HeldPost', 'Job J001', 'Job J002']);
    process.env.SITE_TODAY = '2026-03-16';
    redecidePublication(kept.args as unknown as SourceNodesArgs, BUILD);
    expect(types(kept)).toEqual(['BlogPost', 'Job J002']);
    expect(kept.nodes.get('md-post')!.children).toHaveLength(1);
  });

  it('shows drafts and scheduled posts in a preview built over a production cache, and hides them again after', () => {
    const kept = store();
    seed(kept);
    process.env.SHOW_DRAFTS = '1';
    redecidePublication(kept.args as unknown as SourceNodesArgs, BUILD);
    expect(types(kept)).toEqual(['BlogPost (preview)', 'Job J001', 'Job J002']);
    delete process.env.SHOW_DRAFTS;
    redecidePublication(kept.args as unknown as SourceNodesArgs, BUILD);
    expect(types(kept)).toEqual(['HeldPost', 'Job J001', 'Job J002']);
  });
});
