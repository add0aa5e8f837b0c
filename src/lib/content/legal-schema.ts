import { z } from 'zod';
import { text } from './primitives';

/**
 * A calendar date written YYYY-MM-DD. YAML turns an unquoted date into a Date object, so both forms
 * are accepted and normalised to the string. Example: `2026-11-21` → `'2026-11-21'`; `2026-02-30` fails.
 */
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

/** Front matter of content/legal/<slug>.md (the /terms/ and /privacy/ pages). */
export const legalFrontmatterSchema = z
  .object({
    title: text,
    description: text.max(160, 'At most 160 characters'),
    updated: calendarDate,
  })
  .strict();

/**
 * Lines of a Markdown body that would add a second h1 (`# Title`): the page title is the only h1,
 * so sections must start at `##`. Fenced code is skipped. Returns 1-based line numbers.
 * Example: `findTopLevelHeadings('intro\n# Oops')` → `[2]`.
 */
export function findTopLevelHeadings(markdown: string): number[] {
  const lines: number[] = [];
  let isInFence = false;
  markdown.split(/\r?\n/).forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) isInFence = !isInFence;
    else if (!isInFence && /^ {0,3}#(\s|$)/.test(line)) lines.push(index + 1);
  });
  return lines;
}
