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
