import type { CreateSchemaCustomizationArgs } from 'gatsby';
import { contactTypeDefs } from './contact';
import { blogTypeDefs, createBlogFieldExtensions } from './blog';
import { aboutTypeDefs } from './about';
import { careersTypeDefs } from './careers';
import { galleryTypeDefs } from './gallery';
import { homeTypeDefs } from './home';
import { pagesTypeDefs } from './pages';
import { pageCopyTypeDefs, siteTypeDefs } from './site';
import { createBrandIconExtension, simpleIconTypeDefs } from './simple-icon';
import { legalTypeDefs } from './legal';

/** Every content type is declared here (conventions §4): @dontInfer, `!` on required fields. */
export const typeDefs: string[] = [
  simpleIconTypeDefs,
  siteTypeDefs,
  pageCopyTypeDefs,
  pagesTypeDefs,
  legalTypeDefs,
  contactTypeDefs,
  blogTypeDefs,
  homeTypeDefs,
  aboutTypeDefs,
  galleryTypeDefs,
  careersTypeDefs,
];

export function createSchemaCustomization(args: CreateSchemaCustomizationArgs): void {
  createBrandIconExtension(args);
  createBlogFieldExtensions(args);
  args.actions.createTypes(typeDefs);
}
