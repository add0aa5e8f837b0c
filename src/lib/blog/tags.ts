import { slugify } from '../slug';

export type PostTag = Queries.BlogTag;

/** A tag's page slug, the site's one slug rule: `tagSlug("Let's Encrypt")` → `lets-encrypt`. */
export const tagSlug = (name: string): string => slugify(name);

/**
 * The one tag rule (product-rules §9), read by the page, `article:tag` and the tag pages: keywords with a
 * usable slug, de-duplicated by slug, then the first 10. Example: `['MySQL', 'mysql', 'gtid']` → MySQL, gtid.
 */
export function postTags(keywords: readonly string[]): PostTag[] {
  const bySlug = new Map<string, PostTag>();
  for (const name of keywords) {
    const slug = tagSlug(name);
    if (slug && !bySlug.has(slug)) bySlug.set(slug, { name: name.trim(), slug });
  }
  return [...bySlug.values()].slice(0, 10);
}

type TagSummary = PostTag & { count: number };

/** Every tag with how many posts carry it, named by its first spelling; sorted so page creation is stable. */
export function collectTags(tagLists: ReadonlyArray<readonly PostTag[]>): TagSummary[] {
  const bySlug = new Map<string, TagSummary>();
  for (const tag of tagLists.flat()) {
    const known = bySlug.get(tag.slug);
    if (known) known.count += 1;
    else bySlug.set(tag.slug, { ...tag, count: 1 });
  }
  return [...bySlug.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}

/** A tag has a page from 2 posts on (product-rules §10 Tags): a one-post page is thin content that search engines penalise. */
export function isIndexableTag(count: number): boolean {
  return count >= 2;
}

/** The tags that get a page, compared by slug: `[[mysql, vim], [MySQL]]` → mysql only. */
export function tagsWithPages(tagLists: ReadonlyArray<readonly PostTag[]>): TagSummary[] {
  return collectTags(tagLists).filter((tag) => isIndexableTag(tag.count));
}

export function markTagPages(tags: readonly PostTag[], pagedSlugs: ReadonlySet<string>) {
  return tags.map((tag) => ({ ...tag, hasPage: pagedSlugs.has(tag.slug) }));
}
