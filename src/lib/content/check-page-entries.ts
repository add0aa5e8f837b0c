/** One content file that becomes a page: where it lives and the keys other files must not repeat. */
export interface PageEntry {
  /** Path shown to editors, e.g. `content/services/saas.json`. */
  file: string;
  /** File name without extension: the URL segment (conventions §2). */
  fileName: string;
  slug: string;
  order: number;
}

/**
 * Cross-file rules for a folder of page files, in the build's "file: field ...: message" style:
 * the slug equals the file name (so the URL is predictable), and no two files share an `order`
 * (menus and listings would be ambiguous). Example: a saas.json with slug "sass" gives
 * `content/services/saas.json: field "slug": must be "saas" (the file name)...`.
 */
export function checkPageEntries(entries: readonly PageEntry[]): string[] {
  const problems: string[] = [];
  const byOrder = new Map<number, PageEntry>();
  for (const entry of [...entries].sort((a, b) => a.file.localeCompare(b.file))) {
    if (entry.slug !== entry.fileName) {
      problems.push(
        `${entry.file}: field "slug": must be "${entry.fileName}" (the file name, which is the page URL), not "${entry.slug}"`,
      );
    }
    const other = byOrder.get(entry.order);
    if (other) {
      problems.push(`${entry.file}: field "order": ${entry.order} is already used by ${other.file}; each page needs its own position`);
    } else {
      byOrder.set(entry.order, entry);
    }
  }
  return problems;
}
