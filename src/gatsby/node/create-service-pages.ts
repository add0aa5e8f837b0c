import { servicePath } from '../../lib/routes';
import type { PageCreator } from './create-pages';
import { createDetailPages, type DetailNode } from './create-detail-pages';
import { templates } from './templates';

/** /services/<slug>/ for every content/services/<slug>.json (SPEC §2 Service pages). */
export const createServicePages: PageCreator = async (args) => {
  const result = await args.graphql<{ allService: { nodes: DetailNode[] } }>(`
    query CreateServicePages {
      allService(sort: { order: ASC }) {
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
  createDetailPages(args, {
    nodes: result.data?.allService.nodes,
    errors: result.errors,
    label: 'services',
    template: templates.service,
    pathFor: servicePath,
  });
};
