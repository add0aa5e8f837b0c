import { z } from 'zod';
import { card, hero, imagePath, listOf, seoDescription, seoTitle, slug, text, textAndPicture } from './primitives';

const faqItem = z.object({ question: text, answer: text, open: z.boolean().optional() }).strict();
const oneOpenAtMost = (items: Array<{ open?: boolean }>) => items.filter((item) => item.open).length <= 1;

/** Cards of one section: at least one, ids unique (they key the rendered list). */
const cards = listOf(card, 'id');
/** FAQ questions: at least one (an empty accordion would be an empty section), at most one open on load. */
const faq = listOf(faqItem).refine(oneOpenAtMost, 'At most one question may be open');

/** The fields every service and expertise page starts with, around the expertise's `icon`. */
const head = { slug, order: z.number().int().positive(), name: text };
const top = { summary: seoDescription, seoTitle, description: seoDescription, hero, intro: textAndPicture };

/** content/services/<slug>.json (product-rules §2 Service pages; the counts are the editor's). */
export const serviceSchema = z
  .object({
    ...head,
    ...top,
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
    ...head,
    icon: text,
    ...top,
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
