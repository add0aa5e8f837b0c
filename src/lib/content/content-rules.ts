import type { ZodTypeAny } from 'zod';
import { aboutSchema } from './about-schema';
import { authorsSchema, blogCopySchema, blogPostSchema } from './blog-schema';
import { careersSchema } from './careers-schema';
import { caseStudySchema } from './case-study-schema';
import { contactPageSchema } from './contact-schema';
import { gallerySchema } from './gallery-schema';
import { homeSchema, testimonialsSchema } from './home-schema';
import { howWeWorkSchema } from './how-we-work-schema';
import { legalFrontmatterSchema } from './legal-schema';
import { expertiseSchema, serviceSchema } from './pages-schema';
import { navigationSchema, pagesCopySchema, siteSchema } from './site-schema';
import { teamSchema } from './team-schema';
import { topicsSchema } from './topics-schema';

/**
 * The rule of every content file, by `<folder under content/>/<file name>` (`*` for every file of the folder).
 * The build checks each file with it (src/gatsby/node/graphql-types/index.ts `contentTypes` uses these), and
 * the CMS form runs the same rule as the editor types (src/cms/entry-checked-widget.ts).
 */
export const CONTENT_RULES = {
  'site/site': siteSchema,
  'site/navigation': navigationSchema,
  'site/pages': pagesCopySchema,
  'services/*': serviceSchema,
  'expertise/*': expertiseSchema,
  'legal/*': legalFrontmatterSchema,
  'site/contact': contactPageSchema,
  'authors/authors': authorsSchema,
  'site/blog': blogCopySchema,
  'blog/index': blogPostSchema,
  'site/home': homeSchema,
  'site/testimonials': testimonialsSchema,
  'site/about': aboutSchema,
  'site/gallery': gallerySchema,
  'site/topics': topicsSchema,
  'case-studies/*': caseStudySchema,
  'site/how-we-work': howWeWorkSchema,
  'site/team': teamSchema,
  'careers/jobs': careersSchema,
} satisfies Record<string, ZodTypeAny>;

export type ContentKey = keyof typeof CONTENT_RULES;

/**
 * The key of a content file's rule from its path: `content/services/devops.json` → `services/*`,
 * `content/site/home.json` → `site/home`; null for a file no rule covers.
 */
export function contentKeyOf(file: string): ContentKey | null {
  const match = /^(?:.*\/)?content\/([^/]+)\/(?:[^/]+\/)?([^/.]+)\.(json|md)$/.exec(file);
  if (!match) return null;
  const [, folder, name] = match;
  const exact = `${folder}/${name}`;
  if (exact in CONTENT_RULES) return exact as ContentKey;
  const any = `${folder}/*`;
  return any in CONTENT_RULES ? (any as ContentKey) : null;
}
