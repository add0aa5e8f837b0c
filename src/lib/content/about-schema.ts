import { z } from 'zod';
import { glyphCard } from './glyph-names';
import { card, id, imagePath, listOf, seoDescription, seoTitle, slug, text, textAndPicture } from './primitives';

/**
 * A counter says what it counts ("years of experience…", not "Team Experience") and where the figure comes from
 * (`source`, shown under it). `countsHomeIndustries`: the value must equal the home page's industry tiles.
 */
const stat = z
  .object({
    id,
    label: text,
    value: z.number().int().nonnegative(),
    suffix: z.string().optional(),
    source: text.max(140, 'At most 140 characters'),
    countsHomeIndustries: z.boolean().optional(),
  })
  .strict();

/** content/site/about.json (product-rules §2 About, §3, §9 counters; counts are the editor's). */
export const aboutSchema = z
  .object({
    seoTitle,
    description: seoDescription,
    banner: z.object({ title: text, text, image: imagePath, imageAlt: text }).strict(),
    clientsHeading: text,
    clients: listOf(z.object({ name: text, logo: imagePath }).strict(), 'name'),
    knowUs: textAndPicture,
    statsHeading: text,
    stats: listOf(stat, 'id'),
    valuesHeading: text,
    values: listOf(glyphCard, 'id'),
    emergingHeading: text,
    emerging: listOf(card.extend({ icon: slug.nullable(), expertise: slug }), 'id', 'expertise'),
  })
  .strict();
