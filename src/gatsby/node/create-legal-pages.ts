import { legalPath } from '../../lib/routes';
import type { PageCreator } from './create-pages';
import type { SlugContext } from './page-context';
import { templates } from './templates';

/** /terms/, /privacy/ and any other content/legal/<slug>.md (product-rules: real Terms and Privacy pages). */
export const createLegalPages: PageCreator = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allLegalPage: { nodes: Array<{ slug: string }> } }>(`
    query CreateLegalPages {
      allLegalPage {
        nodes {
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not load the legal pages from content/legal', result.errors);
    return;
  }
  for (const { slug } of result.data.allLegalPage.nodes) {
    actions.createPage<SlugContext>({ path: legalPath(slug), component: templates.legal, context: { slug } });
  }
};
