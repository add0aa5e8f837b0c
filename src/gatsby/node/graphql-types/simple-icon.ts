import * as simpleIcons from 'simple-icons';
import type { SimpleIcon } from 'simple-icons';

const bySlug = new Map(
  Object.values(simpleIcons as Record<string, unknown>)
    .filter((icon): icon is SimpleIcon => typeof icon === 'object' && icon !== null && 'slug' in icon)
    .map((icon) => [icon.slug, icon]),
);

/** Looks up a simple-icons mark by slug; throws with the slug named so an editor's typo fails the build. */
export function lookupBrandIcon(slug: string): SimpleIcon {
  const icon = bySlug.get(slug);
  if (!icon) throw new Error(`Unknown simple-icons slug "${slug}" (see https://simpleicons.org for valid slugs)`);
  return icon;
}

export const brandIconTypeDefs = /* GraphQL */ `
  type BrandIcon {
    title: String!
    slug: String!
    hex: String!
    path: String!
  }
`;

/**
 * `mark: BrandIcon @brandIcon(from: "icon")` resolves a simple-icons slug at build time, so icon
 * paths travel in page data and the 3,000-icon package never reaches the browser.
 */
export function resolveBrandIcon(from: string) {
  return (source: Record<string, unknown>) => {
    const slug = source[from];
    return typeof slug === 'string' && slug !== '' ? lookupBrandIcon(slug) : null;
  };
}
