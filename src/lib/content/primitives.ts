import { z } from 'zod';

/** Shared field rules for every content file, so messages read the same everywhere. */
export const text = z.string({ required_error: 'Required' }).trim().min(1, 'Must not be empty');
export const paragraphs = z.array(text).min(1, 'Needs at least one paragraph');
export const url = text.refine((value) => /^https?:\/\/\S+$/.test(value), 'Must be a full http(s) URL');
export const internalPath = text.refine(
  (value) => /^\/([a-z0-9-]+\/)*(#[a-z0-9-]+)?$/.test(value),
  'Must be a site path such as /services/devops/ (lower case, ending in /)',
);
/** Relative path to an image beside the content file, checked for existence by the build. */
export const imagePath = text.refine(
  (value) => /^\.\.?\/.+\.(png|jpe?g|webp|avif)$/i.test(value),
  'Must be a relative path like ./images/name.jpg (png, jpg, webp or avif)',
);
export const card = z.object({ id: z.number().int().positive(), title: text, description: text }).strict();
export const faqItem = z.object({ question: text, answer: text, open: z.boolean().optional() }).strict();

/**
 * A list that feeds a page section: at least one entry, since an empty list would leave a heading over
 * nothing. How many is the editor's choice (product-rules §3); layouts wrap any count.
 * Example: `listOf(card)` accepts 1 or 7 cards and refuses `[]` with "Needs at least one entry".
 */
export function listOf<T extends z.ZodTypeAny>(item: T) {
  return z.array(item, { required_error: 'Required' }).min(1, 'Needs at least one entry');
}
