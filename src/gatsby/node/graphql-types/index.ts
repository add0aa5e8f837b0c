import type { CreateSchemaCustomizationArgs } from 'gatsby';
import { aboutSchema } from '../../../lib/content/about-schema';
import { authorsSchema, blogCopySchema, blogPostSchema } from '../../../lib/content/blog-schema';
import { careersSchema, jobSchema } from '../../../lib/content/careers-schema';
import { caseStudySchema } from '../../../lib/content/case-study-schema';
import { contactPageSchema } from '../../../lib/content/contact-schema';
import { gallerySchema } from '../../../lib/content/gallery-schema';
import { homeSchema, testimonialsSchema } from '../../../lib/content/home-schema';
import { howWeWorkSchema } from '../../../lib/content/how-we-work-schema';
import { legalFrontmatterSchema } from '../../../lib/content/legal-schema';
import { expertiseSchema, serviceSchema } from '../../../lib/content/pages-schema';
import { navigationSchema, pagesCopySchema, siteSchema } from '../../../lib/content/site-schema';
import { teamSchema } from '../../../lib/content/team-schema';
import { topicSchema, topicsSchema } from '../../../lib/content/topics-schema';
import { blogTypeDefs, resolveFromMarkdown } from './blog';
import { typeDefsFromZod, type NodeTypeSpec } from './from-zod';
import { resolvePublishedLink } from './published-link';
import { brandIconTypeDefs, resolveBrandIcon } from './simple-icon';

const pageHero = { hero: 'PageHero' };
const pageTypes = { ...pageHero, intro: 'PageIntro', faq: 'FaqItem' };

/**
 * Every content type by its files (`<source folder>/<file name>`, `*` for any file of the folder): validate-content
 * checks each file against the rule, and the node type is read from the same rule. Here are only the names
 * of nested types and the fields the rule does not describe (links, renamed keys). A new content type is a new entry.
 */
export const contentTypes: Record<string, Omit<NodeTypeSpec, 'name'> & { name?: string }> = {
  'site/site': {
    name: 'SiteJson',
    schema: siteSchema,
    types: {
      headOffice: 'Office',
      offices: 'Office',
      social: 'SocialProfile',
      employees: 'EmployeeRange',
      registrations: 'CompanyRegistration',
      phoneHours: 'PhoneHours',
    },
  },
  'site/navigation': {
    name: 'NavigationJson',
    schema: navigationSchema,
    types: { services: 'NavCard', expertise: 'NavCard', insights: 'NavCard' },
  },
  'site/pages': {
    name: 'PagesJson',
    schema: pagesCopySchema,
    types: { services: 'PageCopy', expertise: 'PageCopy', portfolio: 'PageCopy', notFound: 'PageCopy' },
  },
  'services/*': {
    name: 'Service',
    schema: serviceSchema,
    types: { ...pageTypes, solutions: 'ContentCard', caseStudies: 'ContentCard' },
  },
  'expertise/*': {
    name: 'Expertise',
    schema: expertiseSchema,
    types: { ...pageTypes, offerings: 'ContentCard', whyChooseUs: 'ContentCard' },
  },
  // A LegalPage node per content/legal/<slug>.md (content-nodes.ts); `remark` renders its body.
  'legal/*': {
    name: 'LegalPage',
    schema: legalFrontmatterSchema,
    fields: { slug: 'String!', remark: 'MarkdownRemark! @link' },
  },
  'site/contact': {
    name: 'ContactJson',
    schema: contactPageSchema,
    types: { ...pageHero, nextSteps: 'ContactNextSteps', sellingPoints: 'SellingPoint', tiles: 'ContactTiles' },
  },
  // gatsby-transformer-json renames an entry's `id` to `jsonId`.
  'authors/authors': {
    name: 'Author',
    schema: authorsSchema,
    fields: { id: null, jsonId: 'String!', posts: '[BlogPost!]! @link(by: "authorKey", from: "jsonId")' },
  },
  'site/blog': { name: 'BlogJson', schema: blogCopySchema },
  // Each post's BlogPost node is built in code (content-nodes.ts, blog.ts).
  'blog/index': { schema: blogPostSchema },
  'site/home': {
    name: 'HomeJson',
    schema: homeSchema,
    types: {
      banner: 'HomeBanner',
      process: 'HomeGlyphCard',
      services: 'HomeServiceCard',
      techTabs: 'HomeTechTab',
      'techTabs.items': 'HomeTechItem',
      why: 'HomeGlyphCard',
      industries: 'HomeIndustry',
    },
  },
  'site/testimonials': { name: 'TestimonialsJson', schema: testimonialsSchema },
  'site/about': {
    name: 'AboutJson',
    schema: aboutSchema,
    types: {
      banner: 'AboutBanner',
      clients: 'AboutClient',
      knowUs: 'AboutKnowUs',
      stats: 'AboutStat',
      values: 'AboutValue',
      emerging: 'AboutEmerging',
    },
  },
  'site/gallery': {
    name: 'GalleryJson',
    schema: gallerySchema,
    types: { hero: 'GalleryPicture', images: 'GalleryPicture' },
  },
  // Each topic is also a Topic node of its own (content-nodes.ts), so a topic page queries only its topic.
  'site/topics': {
    name: 'TopicsJson',
    schema: topicsSchema,
    fields: { topics: '[Topic!]! @link(by: "slug", from: "topics.slug")' },
  },
  // One page per file at /portfolio/<slug>/; `serviceNode` is the service whose card the page expands.
  'case-studies/*': {
    name: 'CaseStudy',
    schema: caseStudySchema,
    types: {
      client: 'CaseStudyClient',
      figures: 'CaseStudyFigure',
      quote: 'CaseStudyQuote',
      pictures: 'CaseStudyPicture',
    },
    fields: { serviceNode: 'Service! @link(by: "slug", from: "service")' },
  },
  'site/how-we-work': {
    name: 'HowWeWorkJson',
    schema: howWeWorkSchema,
    types: {
      ...pageHero,
      models: 'EngagementModel',
      firstWeeks: 'HowWeWorkFirstWeeks',
      minimum: 'HowWeWorkSection',
      ownership: 'HowWeWorkSection',
      estimates: 'HowWeWorkSection',
      pricing: 'HowWeWorkSection',
      trial: 'HowWeWorkSection',
    },
  },
  'site/team': {
    name: 'TeamJson',
    schema: teamSchema,
    types: { members: 'TeamMember' },
  },
  'careers/jobs': {
    name: 'JobsJson',
    schema: careersSchema,
    types: { hero: 'CareersHero', firstWeek: 'CareersFirstWeek', 'firstWeek.steps': 'CareersFirstWeekStep' },
    // Open jobs only: a job past its closing date has no Job node (content-nodes.ts).
    fields: { jobs: '[Job!]! @publishedLink(type: "Job", by: "jobId", from: "jobs.jobId")' },
  },
};

export const typeDefs = [
  brandIconTypeDefs,
  blogTypeDefs,
  typeDefsFromZod([
    ...Object.values(contentTypes).filter((type): type is NodeTypeSpec => type.name !== undefined),
    // Each job is also a Job node of its own (content-nodes.ts), so a job page queries only its job.
    { name: 'Job', schema: jobSchema },
    {
      name: 'Topic',
      schema: topicSchema,
      fields: { servicePage: 'Service @link(by: "slug", from: "service")' },
    },
  ]),
];

export function createSchemaCustomization({ actions }: CreateSchemaCustomizationArgs): void {
  // `@publishedLink(type:, by:, from:)`: a link that leaves out what is not published (published-link.ts).
  actions.createFieldExtension({
    name: 'publishedLink',
    args: { type: 'String!', by: 'String!', from: 'String!' },
    extend: (options: { type: string; by: string; from: string }) => ({ resolve: resolvePublishedLink(options) }),
  });
  // `@brandIcon(from: "icon")`: the simple-icons drawing of a brand (simple-icon.ts).
  actions.createFieldExtension({
    name: 'brandIcon',
    args: { from: 'String!' },
    extend: ({ from }: { from: string }) => ({ resolve: resolveBrandIcon(from) }),
  });
  // `@fromMarkdown(field: "html")`: a field of the post's MarkdownRemark parent (blog.ts).
  actions.createFieldExtension({
    name: 'fromMarkdown',
    args: { field: 'String!' },
    extend: ({ field }: { field: string }) => ({ resolve: resolveFromMarkdown(field) }),
  });
  actions.createTypes(typeDefs);
}
