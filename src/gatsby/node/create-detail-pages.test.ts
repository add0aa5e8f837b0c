import type { CreatePagesArgs } from 'gatsby';
import { servicePath } from '../../lib/routes';
import { createDetailPages, type DetailNode } from './create-detail-pages';

const node = (slug: string, order: number, fileName = slug): DetailNode => ({
  slug,
  order,
  parent: { name: fileName, relativePath: `${fileName}.json`, sourceInstanceName: 'services' },
});

function run(nodes: DetailNode[] | undefined, errors?: unknown) {
  const actions = { createPage: jest.fn() };
  const reporter = { panicOnBuild: jest.fn() };
  createDetailPages({ actions, reporter } as unknown as CreatePagesArgs, {
    nodes,
    errors,
    label: 'services',
    template: '/site/src/templates/service.tsx',
    pathFor: servicePath,
  });
  return { createPage: actions.createPage, panic: reporter.panicOnBuild };
}

describe('createDetailPages', () => {
  it('creates one page per content file, with only the slug in context', () => {
    const { createPage, panic } = run([node('saas', 3), node('devops', 4)]);
    expect(panic).not.toHaveBeenCalled();
    expect(createPage.mock.calls.map(([page]) => page)).toEqual([
      { path: '/services/saas/', component: '/site/src/templates/service.tsx', context: { slug: 'saas' } },
      { path: '/services/devops/', component: '/site/src/templates/service.tsx', context: { slug: 'devops' } },
    ]);
  });

  it('stops the build, naming file and field, when a slug does not match its file name', () => {
    const { createPage, panic } = run([node('sass', 3, 'saas')]);
    expect(createPage).not.toHaveBeenCalled();
    expect(panic.mock.calls[0]![0]).toContain('content/services/saas.json: field "slug": must be "saas"');
  });

  it('stops the build when two files share an order', () => {
    const { createPage, panic } = run([node('saas', 3), node('devops', 3)]);
    expect(createPage).not.toHaveBeenCalled();
    expect(panic.mock.calls[0]![0]).toContain('field "order": 3 is already used by');
  });

  it('stops the build when the query fails', () => {
    const { createPage, panic } = run(undefined, [new Error('Cannot query field')]);
    expect(createPage).not.toHaveBeenCalled();
    expect(panic.mock.calls[0]![0]).toBe('Could not load the services pages from content');
  });
});
