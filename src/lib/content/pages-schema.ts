import { z } from 'zod';
import { card, faqItem, imagePath, listOf, paragraphs, slug, text, uniqueBy } from './primitives';

const intro = z.object({ heading: text, text: paragraphs, image: imagePath, imageAlt: text }).strict();
const hero = z.object({ title: text, intro: text }).strict();
const oneOpenAtMost = (items: Array<{ open?: boolean }>) => items.filter((item) => item.open).length <= 1;

/** Cards of one section: at least one, ids unique (they key the rendered list). */
const cards = listOf(card).superRefine(uniqueBy('id'));
/** FAQ questions: at least one (an empty accordion would be an empty section), at most one open on load. */
const faq = listOf(faqItem).refine(oneOpenAtMost, 'At most one question may be open');

/** content/services/<slug>.json (product-rules §3 Service content set; the counts are the editor's). */
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
    solutions: cards,
    caseStudiesHeading: text,
    caseStudies: cards,
    faqHeading: text,
    faq,
  })
  .strict();

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
    offerings: cards,
    whyChooseUsHeading: text,
    whyChooseUs: cards,
    faqHeading: text,
    faq,
  })
  .strict();
