import type { CreatePagesArgs } from 'gatsby';
import { describeMissing, missingReferences } from '../../lib/content/site-references';
import type { PageCreator } from './create-pages';

/** Result of the query below (graphqlTypegen does not type queries run in gatsby-node). */
interface SiteReferencesResult {
  homeJson: { services: Array<{ service: string }> } | null;
  aboutJson: { emerging: Array<{ expertise: string }> } | null;
  allService: { nodes: Array<{ slug: string }> };
  allExpertise: { nodes: Array<{ slug: string }> };
}

/**
 * Cross-file rules of the home and about pages: each home service card names a content/services file and
 * each emerging technology a content/expertise file, so every card links to a page that exists.
 */
export const checkSiteReferences: PageCreator = async ({ graphql, reporter }: CreatePagesArgs) => {
  const result = await graphql<SiteReferencesResult>(`
    query SiteReferences {
      homeJson {
        services {
          service
        }
      }
      aboutJson {
        emerging {
          expertise
        }
      }
      allService {
        nodes {
          slug
        }
      }
      allExpertise {
        nodes {
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data?.homeJson || !result.data.aboutJson) {
    reporter.panicOnBuild('content/site/home.json and about.json: could not be read', result.errors);
    return;
  }
  const { homeJson, aboutJson, allService, allExpertise } = result.data;
  const problems = [
    ...describeMissing(
      'content/site/home.json',
      (slug) => `content/services/${slug}.json`,
      missingReferences(
        'services',
        'service',
        homeJson.services,
        allService.nodes.map((n) => n.slug),
      ),
    ),
    ...describeMissing(
      'content/site/about.json',
      (slug) => `content/expertise/${slug}.json`,
      missingReferences(
        'emerging',
        'expertise',
        aboutJson.emerging,
        allExpertise.nodes.map((n) => n.slug),
      ),
    ),
  ];
  if (problems.length > 0) {
    reporter.panicOnBuild(`Content error${problems.length > 1 ? 's' : ''}:\n  ${problems.join('\n  ')}`);
  }
};
