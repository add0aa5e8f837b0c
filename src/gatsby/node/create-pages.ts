import type { CreatePagesArgs } from 'gatsby';
import { createExpertisePages } from './create-expertise-pages';
import { createLegalPages } from './create-legal-pages';
import { createServicePages } from './create-service-pages';
import { createBlogPages } from './create-blog-pages';
import { checkSiteReferences } from './check-site-references';
import { createCareersPages } from './create-careers-pages';

/**
 * Creates the content-driven pages with keys only in context (conventions §3). Each content area adds its
 * own function to `creators`. (Two parameters only: a third would make Gatsby wait for a callback.)
 */
export type PageCreator = (args: CreatePagesArgs) => Promise<void>;

export const creators: PageCreator[] = [
  checkSiteReferences,
  createServicePages,
  createExpertisePages,
  createLegalPages,
  createBlogPages,
  createCareersPages,
];

export async function createPages(args: CreatePagesArgs): Promise<void> {
  for (const create of creators) await create(args);
}
