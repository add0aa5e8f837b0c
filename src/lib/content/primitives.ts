import { z } from 'zod';

/** Shared field rules for every content file, so messages read the same everywhere. */
export const text = z.string({ required_error: 'Required' }).trim().min(1, 'Must not be empty');
/** What search results show of a page: its title and its description (also the length of a card's text). */
export const seoTitle = text.max(60, 'At most 60 characters');
export const seoDescription = text.max(160, 'At most 160 characters');
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
export const id = z.number().int().positive();
export const card = z.object({ id, title: text, description: text }).strict();
/** The top of a content page, and a section of paragraphs beside a picture. */
export const hero = z.object({ title: text, intro: text }).strict();
export const textAndPicture = z.object({ heading: text, text: paragraphs, image: imagePath, imageAlt: text }).strict();

/**
 * A section's list: at least one entry (an empty list would leave a heading over nothing), any count beyond
 * (product-rules §3). `listOf(card, 'id')` accepts 1 or 7 cards with distinct ids, refuses `[]`.
 */
export function listOf<T extends z.ZodTypeAny>(item: T, ...uniqueKeys: Array<keyof z.infer<T> & string>) {
  return z
    .array(item, { required_error: 'Required' })
    .min(1, 'Needs at least one entry')
    .superRefine((items, ctx) => uniqueKeys.forEach((key) => uniqueBy(key)(items as Record<string, unknown>[], ctx)));
}

/** `distinctIgnoringCase(['Pune', 'pune'])` → false. */
export const distinctIgnoringCase = (values: readonly string[]) =>
  new Set(values.map((value) => value.toLowerCase())).size === values.length;

/** Lower case letters, digits and hyphens: a file or icon key. */
export const slug = text.regex(/^[a-z0-9-]+$/, 'Must be lower case letters, digits and hyphens');

/** YYYY-MM-DD; YAML reads an unquoted date as a Date, so that is normalised: `2026-11-21` → `'2026-11-21'`. */
export const calendarDate = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z
    .string({ required_error: 'Required', invalid_type_error: 'Must be a date written YYYY-MM-DD' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date written YYYY-MM-DD')
    .refine(isRealDate, 'Must be a real calendar date'),
);

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The issue points at the entry that repeats a value: `z.array(item).superRefine(uniqueBy('id'))`. */
export function uniqueBy<T extends Record<string, unknown>>(field: keyof T & string) {
  return (items: readonly T[], ctx: z.RefinementCtx): void => {
    const seen = new Map<unknown, number>();
    items.forEach((item, index) => {
      const value = item[field];
      const first = seen.get(value);
      if (first !== undefined) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [index, field],
          message: `Duplicate ${field} ${JSON.stringify(value)} (already used by entry ${first})`,
        });
      } else {
        seen.set(value, index);
      }
    });
  };
}

/** An object the form left with every field blank (`{}`, `{ days: '' }`): the same as leaving the group out. */
function blankToUndefined(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const isBlank = (field: unknown): boolean =>
    field === undefined ||
    field === null ||
    (typeof field === 'string' && field.trim() === '') ||
    (Array.isArray(field) && field.every(isBlank));
  return Object.values(value).every(isBlank) ? undefined : value;
}

/**
 * A group of fields that is optional as a whole but complete when given (a quote: text, name and role). The CMS
 * writes an untouched group as `{}` or blank strings, which counts as left out.
 */
export const optionalGroup = <T extends z.ZodTypeAny>(rule: T) => z.preprocess(blankToUndefined, rule.optional());
