import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

/**
 * Why an `icon` field's slug draws nothing, in the editor's words, or null when it draws a mark: the build checks
 * every content file with it before any page is made, so a typo names its file and field, not a query's stack.
 * Example: `iconProblem('kubernetess')` → 'no icon is called "kubernetess"; did you mean "kubernetes"? …'.
 */
export function iconProblem(slug: string): string | null {
  if (slug === '' || bySlugWithNeutral.has(slug)) return null;
  const near = [...bySlugWithNeutral.keys()].find((known) => editDistance(known, slug) <= 2);
  return (
    `no icon is called "${slug}"${near ? `; did you mean "${near}"?` : ''} ` +
    '(the name after simpleicons.org/?q=, or leave it empty to show the name instead)'
  );
}

/** Letters to add, remove or change to turn `a` into `b`: `editDistance('kubernetess', 'kubernetes')` → 1. */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

export const brandIconTypeDefs = /* GraphQL */ `
  type BrandIcon {
    title: String!
    slug: String!
    hex: String!
    path: String!
    "Address of the mark as an SVG symbol file (brandMarkFile), for <svg><use href>."
    href: String!
  }
`;

/** Where the build writes mark files; the site serves them at /static/marks/ (immutable, content-addressed). */
const MARKS_DIR = path.join('public', 'static', 'marks');

/**
 * A mark as a file of its own, named by its slug and a hash of its drawing, holding one `<symbol id="m">` that
 * pages draw with `<svg><use href="…#m">`: a visitor's browser fetches each mark once and keeps it, instead of
 * every page carrying the drawings (up to 5 KB each) in its HTML and its page data. The symbol's path has no
 * fill of its own, so the `<svg>` around the `<use>` sets it (currentColor or the brand colour).
 */
export function brandMarkFile(icon: { slug: string; path: string }): { name: string; href: string; svg: string } {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg"><symbol id="m" viewBox="0 0 24 24"><path d="${icon.path}"/></symbol></svg>\n`;
  const name = `${icon.slug}-${createHash('sha256').update(svg).digest('hex').slice(0, 12)}.svg`;
  return { name, href: `/static/marks/${name}#m`, svg };
}

/** Writes a mark's file into the build once (renamed into place, so a stopped build never leaves half a file). */
function writeMarkFile({ name, svg }: { name: string; svg: string }, dir: string): void {
  const target = path.join(dir, name);
  if (existsSync(target)) return;
  mkdirSync(dir, { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, svg);
  renameSync(temporary, target);
}

/**
 * `mark: BrandIcon @brandIcon(from: "icon")` resolves a simple-icons slug at build time, so icon
 * drawings never reach the browser's JavaScript and the 3,000-icon package stays in the build; each mark content
 * uses is written to public/static/marks/ (`href`, brandMarkFile). An unknown slug throws, naming it, so an
 * editor's typo fails the build.
 */
export function resolveBrandIcon(from: string, marksDir = MARKS_DIR) {
  return (source: Record<string, unknown>) => {
    const slug = source[from];
    if (typeof slug !== 'string' || slug === '') return null;
    const icon = bySlugWithNeutral.get(slug);
    if (!icon) throw new Error(`Unknown simple-icons slug "${slug}" (see https://simpleicons.org for valid slugs)`);
    const file = brandMarkFile(icon);
    writeMarkFile(file, marksDir);
    return { ...icon, href: file.href };
  };
}
