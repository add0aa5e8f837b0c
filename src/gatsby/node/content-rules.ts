import type { ZodTypeAny } from 'zod';
import { contactPageSchema } from '../../lib/content/contact-schema';
import { authorsSchema, blogCopySchema, blogPostSchema } from '../../lib/content/blog-schema';
import { aboutSchema } from '../../lib/content/about-schema';
import { careersSchema } from '../../lib/content/careers-schema';
import { gallerySchema } from '../../lib/content/gallery-schema';
import { homeSchema, testimonialsSchema } from '../../lib/content/home-schema';
import { expertiseSchema, serviceSchema } from '../../lib/content/pages-schema';
import { legalFrontmatterSchema } from '../../lib/content/legal-schema';
import { navigationSchema, pagesCopySchema, siteSchema } from '../../lib/content/site-schema';

/**
 * Which schema checks which content file, keyed by `<source folder>/<file name without extension>`;
 * `*` matches any file in the folder. Markdown files are checked on their front matter.
 * Adding a content type = adding a line here.
 */
export const contentRules: Record<string, ZodTypeAny> = {
  'site/site': siteSchema,
  'site/navigation': navigationSchema,
  'site/pages': pagesCopySchema,
  'site/contact': contactPageSchema,
  'services/*': serviceSchema,
  'expertise/*': expertiseSchema,
  'legal/*': legalFrontmatterSchema,
  'site/blog': blogCopySchema,
  'authors/authors': authorsSchema,
  'blog/index': blogPostSchema,
  'site/home': homeSchema,
  'site/testimonials': testimonialsSchema,
  'site/about': aboutSchema,
  'site/gallery': gallerySchema,
  'careers/jobs': careersSchema,
};

export function ruleFor(folder: string, name: string): ZodTypeAny | undefined {
  return contentRules[`${folder}/${name}`] ?? contentRules[`${folder}/*`];
}
