import { z } from 'zod';
import { card, distinctIgnoringCase, hero, listOf, seoDescription, seoTitle, text } from './primitives';

/** content/site/contact.json: copy of the /contact page (selling points: at least one, titles unique). */
export const contactPageSchema = z
  .object({
    seoTitle,
    description: seoDescription,
    hero,
    formIntro: text,
    nextSteps: z.object({ heading: text, steps: z.array(text).min(1, 'Needs at least one step') }).strict(),
    sellingPointsHeading: text,
    sellingPoints: listOf(card.extend({ glyph: text })).refine(
      (points) => distinctIgnoringCase(points.map((point) => point.title)),
      'Titles must be unique',
    ),
    tilesHeading: text,
    tiles: z.object({ phone: text, location: text, email: text }).strict(),
  })
  .strict();
