import { z } from 'zod';
import { calendarDate, seoDescription, text } from './primitives';

/** Front matter of content/legal/<slug>.md (the /terms/ and /privacy/ pages). */
export const legalFrontmatterSchema = z
  .object({
    title: text,
    description: seoDescription,
    updated: calendarDate,
  })
  .strict();

/** Lines adding a second h1 besides the title, outside fenced code: `findTopLevelHeadings('a\n# Oops')` → `[2]`. */
export function findTopLevelHeadings(markdown: string): number[] {
  const lines: number[] = [];
  let isInFence = false;
  markdown.split(/\r?\n/).forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) isInFence = !isInFence;
    else if (!isInFence && /^ {0,3}#(\s|$)/.test(line)) lines.push(index + 1);
  });
  return lines;
}
