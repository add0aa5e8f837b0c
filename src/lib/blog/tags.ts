import { slugify } from '../slug';

export type PostTag = Queries.BlogTag;

/** A tag's page slug, the site's one slug rule: `tagSlug("Let's Encrypt")` → `lets-encrypt`. */
export const tagSlug = (name: string): string => slugify(name);

/**
 * The one tag rule (product-rules §9), read by `article:tag` and the feeds' categories, never shown on a page
 * (readers browse topics): keywords with a usable slug, de-duplicated by slug, then the first 10.
 * Example: `['MySQL', 'mysql', 'gtid']` → MySQL, gtid.
 */
export function postTags(keywords: readonly string[]): PostTag[] {
  const bySlug = new Map<string, PostTag>();
  for (const name of keywords) {
    const slug = tagSlug(name);
    if (slug && !bySlug.has(slug)) bySlug.set(slug, { name: name.trim(), slug });
  }
  return [...bySlug.values()].slice(0, 10);
}
