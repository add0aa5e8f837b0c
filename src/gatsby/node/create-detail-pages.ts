import type { CreatePagesArgs } from 'gatsby';
import { checkPageEntries } from '../../lib/content/check-page-entries';
import type { SlugContext } from './page-context';

/** The keys page creators read; gatsby-node queries are not covered by typegen, so typed here. */
export interface DetailNode {
  slug: string;
  order: number;
  parent: { name?: string; relativePath?: string; sourceInstanceName?: string } | null;
}

interface DetailPagesOptions {
  /** Result of a named query returning the nodes above. */
  nodes: readonly DetailNode[] | undefined;
  errors: unknown;
  label: string;
  template: string;
  pathFor: (slug: string) => string;
}

/**
 * One page per content file (adding a file adds a page), after the cross-file rules pass; any
 * problem stops the build naming the file and field (product-rules §3).
 */
export function createDetailPages({ actions, reporter }: CreatePagesArgs, options: DetailPagesOptions): void {
  if (options.errors || !options.nodes) {
    reporter.panicOnBuild(`Could not load the ${options.label} pages from content`, options.errors as Error);
    return;
  }
  const problems = checkPageEntries(
    options.nodes.map((node) => ({
      file: `content/${node.parent?.sourceInstanceName ?? options.label}/${node.parent?.relativePath ?? `${node.slug}.json`}`,
      fileName: node.parent?.name ?? node.slug,
      slug: node.slug,
      order: node.order,
    })),
  );
  if (problems.length > 0) {
    reporter.panicOnBuild(`Content error${problems.length > 1 ? 's' : ''}:\n  ${problems.join('\n  ')}`);
    return;
  }
  for (const node of options.nodes) {
    actions.createPage<SlugContext>({
      path: options.pathFor(node.slug),
      component: options.template,
      context: { slug: node.slug },
    });
  }
}

/** Reads every node of a detail-page type (`Service`, `Expertise`) with what createDetailPages needs. */
export async function queryDetailNodes(
  { graphql }: CreatePagesArgs,
  typeName: 'Service' | 'Expertise',
): Promise<{ nodes: DetailNode[] | undefined; errors: unknown }> {
  const field = `all${typeName}`;
  const result = await graphql<Record<string, { nodes: DetailNode[] }>>(`
    query Create${typeName}Pages {
      ${field}(sort: { order: ASC }) {
        nodes {
          slug
          order
          parent {
            ... on File {
              name
              relativePath
              sourceInstanceName
            }
          }
        }
      }
    }
  `);
  return { nodes: result.data?.[field]?.nodes, errors: result.errors };
}
