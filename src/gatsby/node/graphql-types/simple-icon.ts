import * as simpleIcons from 'simple-icons';

const bySlug = new Map(
  Object.values(simpleIcons as Record<string, unknown>)
    .filter((icon): icon is simpleIcons.SimpleIcon => typeof icon === 'object' && icon !== null && 'slug' in icon)
    .map((icon) => [icon.slug, icon]),
);

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
 * paths travel in page data and the 3,000-icon package never reaches the browser. An unknown slug
 * throws, naming it, so an editor's typo fails the build.
 */
export function resolveBrandIcon(from: string) {
  return (source: Record<string, unknown>) => {
    const slug = source[from];
    if (typeof slug !== 'string' || slug === '') return null;
    const icon = bySlug.get(slug);
    if (!icon) throw new Error(`Unknown simple-icons slug "${slug}" (see https://simpleicons.org for valid slugs)`);
    return icon;
  };
}
