import { z } from 'zod';
import { glyphName } from './glyph-names';
import { exactly, imagePath, paragraphs, text } from './primitives';
import { uniqueBy } from './unique';

const id = z.number().int().positive();
const slug = text.regex(/^[a-z0-9-]+$/, 'Must be lower case letters, digits and hyphens');

/** SPEC §9: the four counters and their targets, in order. */
export const statTargets = [
  { label: 'Team Experience', value: 8, suffix: '+' },
  { label: 'Client Retention', value: 97, suffix: '%' },
  { label: 'Success Stories', value: 100, suffix: '%' },
  { label: 'Industries Covered', value: 10, suffix: '+' },
] as const;

const stat = z.object({ id, label: text, value: z.number().int().nonnegative(), suffix: z.string() }).strict();

/** content/site/about.json (SPEC §2 About, §3 Core value / Emerging technology, §9 counters). */
export const aboutSchema = z
  .object({
    seoTitle: text.max(60, 'At most 60 characters'),
    description: text.max(160, 'At most 160 characters'),
    banner: z.object({ title: text, text, image: imagePath, imageAlt: text }).strict(),
    clientsHeading: text,
    clients: exactly(z.object({ name: text, logo: imagePath }).strict(), 3).superRefine(uniqueBy('name')),
    knowUs: z.object({ heading: text, text: paragraphs, image: imagePath, imageAlt: text }).strict(),
    statsHeading: text,
    stats: exactly(stat, 4)
      .superRefine(uniqueBy('id'))
      .superRefine((stats, ctx) => {
        stats.forEach((entry, index) => {
          const expected = statTargets[index];
          if (expected && (entry.label !== expected.label || entry.value !== expected.value || entry.suffix !== expected.suffix)) {
            ctx.addIssue({
              code: z.ZodIssueCode.custom,
              path: [index],
              message: `Must be ${expected.label} ${expected.value}${expected.suffix} (SPEC §9)`,
            });
          }
        });
      }),
    valuesHeading: text,
    values: exactly(z.object({ id, title: text, description: text, glyph: glyphName }).strict(), 6).superRefine(uniqueBy('id')),
    emergingHeading: text,
    emerging: exactly(
      z.object({ id, title: text, description: text, icon: slug.nullable(), expertise: slug }).strict(),
      6,
    )
      .superRefine(uniqueBy('id'))
      .superRefine(uniqueBy('expertise')),
  })
  .strict();
