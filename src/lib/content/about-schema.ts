import { z } from 'zod';
import { glyphName } from './glyph-names';
import { id, imagePath, listOf, paragraphs, seoDescription, seoTitle, slug, text } from './primitives';

const stat = z.object({ id, label: text, value: z.number().int().nonnegative(), suffix: z.string() }).strict();

/** content/site/about.json (product-rules §2 About, §3 Core value / Emerging technology, §9 counters; counts are the editor's). */
export const aboutSchema = z
  .object({
    seoTitle,
    description: seoDescription,
    banner: z.object({ title: text, text, image: imagePath, imageAlt: text }).strict(),
    clientsHeading: text,
    clients: listOf(z.object({ name: text, logo: imagePath }).strict(), 'name'),
    knowUs: z.object({ heading: text, text: paragraphs, image: imagePath, imageAlt: text }).strict(),
    statsHeading: text,
    stats: listOf(stat, 'id'),
    valuesHeading: text,
    values: listOf(z.object({ id, title: text, description: text, glyph: glyphName }).strict(), 'id'),
    emergingHeading: text,
    emerging: listOf(
      z.object({ id, title: text, description: text, icon: slug.nullable(), expertise: slug }).strict(),
      'id',
      'expertise',
    ),
  })
  .strict();
