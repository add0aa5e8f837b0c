import { z } from 'zod';
import { card, exactly, faqItem, imagePath, paragraphs, text } from './primitives';

const slug = text.regex(/^[a-z0-9-]+$/, 'Must be lower case letters, digits and hyphens');
const intro = z.object({ heading: text, text: paragraphs, image: imagePath, imageAlt: text }).strict();
const hero = z.object({ title: text, intro: text }).strict();
const oneOpenAtMost = (items: Array<{ open?: boolean }>) => items.filter((item) => item.open).length <= 1;

/** FAQ counts per service (SPEC §2, issue #4); others need at least 8. */
export const serviceFaqCounts: Record<string, number> = {
  appdevelopment: 10,
  webdevelopment: 10,
  devops: 9,
  product: 8,
  itconsulting: 9,
};

/** content/services/<slug>.json (SPEC §3 Service content set). */
export const serviceSchema = z
  .object({
    slug,
    order: z.number().int().positive(),
    name: text,
    summary: text.max(160, 'At most 160 characters'),
    seoTitle: text.max(60, 'At most 60 characters'),
    description: text.max(160, 'At most 160 characters'),
    hero,
    intro,
    solutionsHeading: text,
    solutions: exactly(card, 6),
    caseStudiesHeading: text,
    caseStudies: exactly(card, 6),
    faqHeading: text,
    faq: z.array(faqItem).min(8, 'Must have at least 8 questions').refine(oneOpenAtMost, 'At most one question may be open'),
  })
  .strict()
  .superRefine((value, ctx) => {
    const expected = serviceFaqCounts[value.slug];
    if (expected !== undefined && value.faq.length !== expected) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['faq'], message: `Must have exactly ${expected} questions` });
    }
  });

/** Explore Offerings counts per expertise page (SPEC §3 Offering card). */
export const offeringCounts: Record<string, number> = { reactjs: 4, nextjs: 6, python: 4, django: 6, devops: 6, flutter: 6 };

/** content/expertise/<slug>.json. */
export const expertiseSchema = z
  .object({
    slug,
    order: z.number().int().positive(),
    name: text,
    icon: text,
    summary: text.max(160, 'At most 160 characters'),
    seoTitle: text.max(60, 'At most 60 characters'),
    description: text.max(160, 'At most 160 characters'),
    hero,
    intro,
    offeringsHeading: text,
    offeringsImage: imagePath,
    offeringsImageAlt: text,
    offerings: z.array(card).min(1),
    whyChooseUsHeading: text,
    whyChooseUs: exactly(card, 6),
    faqHeading: text,
    faq: exactly(faqItem, 10).refine(oneOpenAtMost, 'At most one question may be open'),
  })
  .strict()
  .superRefine((value, ctx) => {
    const expected = offeringCounts[value.slug];
    if (expected !== undefined && value.offerings.length !== expected) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['offerings'], message: `Must have exactly ${expected} entries` });
    }
  });
