import { expertisePath } from '../../lib/routes';
import type { PageCreator } from './create-pages';
import { createDetailPages, type DetailNode } from './create-detail-pages';
import { templates } from './templates';

/** /expertise/<slug>/ for every content/expertise/<slug>.json (SPEC §2 Expertise pages). */
export const createExpertisePages: PageCreator = async (args) => {
  const result = await args.graphql<{ allExpertise: { nodes: DetailNode[] } }>(`
    query CreateExpertisePages {
      allExpertise(sort: { order: ASC }) {
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
    nodes: result.data?.allExpertise.nodes,
    errors: result.errors,
    label: 'expertise',
    template: templates.expertise,
    pathFor: expertisePath,
  });
};
