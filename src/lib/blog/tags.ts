/** A post's tag: the keyword as written, and its URL segment under /blog/tags/. */
export interface PostTag {
  name: string;
  slug: string;
}

/**
 * URL segment for a tag: lower case, letters and digits joined by single hyphens; apostrophes vanish
 * so "let's encrypt" reads as one word. Example: `tagSlug("Let's Encrypt")` → `lets-encrypt`,
 * `tagSlug('vscode settings.json')` → `vscode-settings-json`.
 */
export function tagSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A post's tags, the one tag rule of the site (product-rules §9): keywords with a usable slug,
 * de-duplicated by slug (so case-insensitively, as the tag pages compare them), then the first 10.
 * The page, `article:tag` and the tag pages all read this list.
 * Example: `['MySQL', 'mysql', 'gtid']` → MySQL and gtid.
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

/**
 * Every tag used by any post, with how many posts carry it; the first spelling seen names the tag.
 * Sorted by slug so page creation is stable.
 */
export function collectTags(tagLists: ReadonlyArray<readonly PostTag[]>): TagSummary[] {
  const bySlug = new Map<string, TagSummary>();
  for (const tag of tagLists.flat()) {
    const known = bySlug.get(tag.slug);
    if (known) known.count += 1;
    else bySlug.set(tag.slug, { ...tag, count: 1 });
  }
  return [...bySlug.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}

/**
 * Whether a tag used by `count` posts has a page (and so a link, and a sitemap entry): from 2 posts on
 * (product-rules; issue 14 item 13), as a page listing one post is thin content that search engines penalise.
 */
export function isIndexableTag(count: number): boolean {
  return count >= 2;
}

/** The tags that get a page, compared by slug: `[[mysql, vim], [MySQL]]` → mysql only. */
export function tagsWithPages(tagLists: ReadonlyArray<readonly PostTag[]>): TagSummary[] {
  return collectTags(tagLists).filter((tag) => isIndexableTag(tag.count));
}

/** A post's tags, each marked with whether it links to a tag page. */
export function markTagPages(tags: readonly PostTag[], pagedSlugs: ReadonlySet<string>) {
  return tags.map((tag) => ({ ...tag, hasPage: pagedSlugs.has(tag.slug) }));
}
