import { z } from 'zod';
import { calendarDate, imagePath, optionalGroup, paragraphs, seoDescription, seoTitle, slug, text } from './primitives';

/** The client as a buyer may read it: a name only when the client agreed, otherwise sector and size. */
const client = z
  .object({
    /** Left out while the client is withheld under the NDA; the page then says so. */
    name: text.optional(),
    sector: text,
    size: text,
  })
  .strict();

/** One headline figure set large: `{ value: "−20%", label: "monthly AWS bill" }`. */
const figure = z.object({ value: text.max(12, 'At most 12 characters'), label: text.max(60, 'At most 60 characters') });

/** A diagram or screenshot; the alt text is required, since the picture carries the page's evidence. */
const picture = z.object({ image: imagePath, alt: text, caption: text.optional() }).strict();

/**
 * content/case-studies/<slug>.json: one case study page at /portfolio/<slug>/. It expands one card of its
 * service's "Case studies" section (`service` + `card`), so the card links here and both tell the same story.
 */
export const caseStudySchema = z
  .object({
    slug,
    title: seoTitle,
    /** The card text on /portfolio/ and the description in search results. */
    summary: seoDescription,
    published: calendarDate,
    service: slug,
    card: z.number().int().positive(),
    /** Other services the work drew on, by slug. */
    alsoServices: z.array(slug).optional(),
    industry: text,
    client,
    /** The service's headline case study: shown beside its page's first call to action. */
    featured: z.boolean().optional(),
    /** Shown beside the home page's first call to action (at most one case study). */
    onHome: z.boolean().optional(),
    figures: z.array(figure.strict()).min(2, 'Needs 2 or 3 headline figures').max(3, 'Needs 2 or 3 headline figures'),
    problem: paragraphs,
    approach: paragraphs,
    /** The part that took the most care, for a technical reader. */
    hardPart: paragraphs,
    /** What was measured, how and over what period. */
    measured: paragraphs,
    stack: z.array(text).min(1, 'Needs at least one entry'),
    /** Who did the work, by role (a count only where the project record gives one). */
    team: text,
    /** How long the work took; left out where the record does not say. */
    duration: text.optional(),
    quote: optionalGroup(z.object({ text, name: text, role: text }).strict()),
    pictures: z.array(picture).optional(),
  })
  .strict();

export type CaseStudy = z.infer<typeof caseStudySchema>;
