export type TocEntry = { id: string; text: string; level: 2 | 3 };

/** A post gets a table of contents from this many h2 sections on (product-rules §10 Long posts). */
export const MIN_TOC_SECTIONS = 3;

/** The h2 and h3 headings with an anchor: `{ id: 'a', value: 'A', depth: 2 }` → `{ id: 'a', text: 'A', level: 2 }`. */
export function tocEntries(headings: ReadonlyArray<Queries.MarkdownHeading | null>): TocEntry[] {
  return headings.flatMap((heading) =>
    heading?.id && heading.value && (heading.depth === 2 || heading.depth === 3)
      ? [{ id: heading.id, text: heading.value, level: heading.depth }]
      : [],
  );
}

export function hasTableOfContents(entries: readonly TocEntry[]): boolean {
  return entries.filter((entry) => entry.level === 2).length >= MIN_TOC_SECTIONS;
}

/**
 * The section being read: the last heading whose top is above `offset`, or null above the first one.
 * Example: tops `[{ id: 'a', top: -200 }, { id: 'b', top: 90 }, { id: 'c', top: 700 }]`, offset 120 → `b`.
 */
export function activeHeadingId(tops: ReadonlyArray<{ id: string; top: number }>, offset: number): string | null {
  let active: string | null = null;
  for (const { id, top } of tops) {
    if (top <= offset) active = id;
    else break;
  }
  return active;
}
