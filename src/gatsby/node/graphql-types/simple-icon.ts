import * as simpleIcons from 'simple-icons';

const bySlug = new Map(
  Object.values(simpleIcons as Record<string, unknown>)
    .filter((icon): icon is simpleIcons.SimpleIcon => typeof icon === 'object' && icon !== null && 'slug' in icon)
    .map((icon) => [icon.slug, icon]),
);

/**
 * Our own neutral marks for tools simple-icons no longer carries (their owners asked for removal), drawn like its
 * icons (one filled path on a 24px square) and named by what the tool is, never by its logo or a letter:
 * a database for Oracle Database, a shopping bag for Magento (Adobe Commerce), a cloud for AWS.
 * Editors use these slugs in an `icon` field like any simple-icons slug.
 */
const NEUTRAL_MARKS: ReadonlyArray<simpleIcons.SimpleIcon | Record<'title' | 'slug' | 'hex' | 'path', string>> = [
  {
    title: 'Oracle Database',
    slug: 'oracle',
    hex: '3A6FD8',
    path: 'M4 5a8 3 0 1 0 16 0a8 3 0 1 0-16 0ZM4 8.2v3.3c0 1.66 3.58 3 8 3s8-1.34 8-3V8.2c-1.6 1.2-4.6 1.9-8 1.9s-6.4-.7-8-1.9ZM4 14.7V19c0 1.66 3.58 3 8 3s8-1.34 8-3v-4.3c-1.6 1.2-4.6 1.9-8 1.9s-6.4-.7-8-1.9Z',
  },
  {
    title: 'Magento',
    slug: 'magento',
    hex: '3A6FD8',
    path: 'M8 7V6a4 4 0 0 1 8 0v1h-2V6a2 2 0 0 0-4 0v1ZM4 8h16l-1.2 12.2A2 2 0 0 1 16.8 22H7.2a2 2 0 0 1-2-1.8Z',
  },
  {
    title: 'Amazon Web Services',
    slug: 'amazonwebservices',
    hex: '3A6FD8',
    path: 'M6.5 19a4.5 4.5 0 0 1-.9-8.91A6.5 6.5 0 0 1 18.1 9.1 5 5 0 0 1 17.5 19Z',
  },
];

const bySlugWithNeutral = new Map([...bySlug, ...NEUTRAL_MARKS.map((icon) => [icon.slug, icon] as const)]);

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
    const icon = bySlugWithNeutral.get(slug);
    if (!icon) throw new Error(`Unknown simple-icons slug "${slug}" (see https://simpleicons.org for valid slugs)`);
    return icon;
  };
}
