import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import * as simpleIcons from 'simple-icons';

const bySlug = new Map(
  Object.values(simpleIcons as Record<string, unknown>)
    .filter((icon): icon is simpleIcons.SimpleIcon => typeof icon === 'object' && icon !== null && 'slug' in icon)
    .map((icon) => [icon.slug, icon]),
);

/** A drawing of a mark: its path (filled by the page) on its own square of `size` units. */
type Drawing = { title: string; slug: string; hex: string; path: string; size?: number };

/**
 * Marks simple-icons no longer carries (their owners asked it to drop them), from Devicon (MIT,
 * https://github.com/devicons/devicon), the developer-tool icon set: Oracle's wordmark and Magento's hexagonal M,
 * the marks a reader recognises. Each is one colour, so its paths join into one, filled like a simple-icons mark.
 */
const DEVICON_MARKS: Record<string, string> = { oracle: 'Oracle', magento: 'Magento' };

type IconSet = { height?: number; icons: Record<string, { body: string; height?: number } | undefined> };

function deviconDrawing(deviconSet: IconSet, slug: string, title: string): Drawing {
  const icon = deviconSet.icons[slug];
  if (!icon) throw new Error(`Devicon has no "${slug}" mark`);
  const paths = [...icon.body.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]!);
  const hex = /fill="#([0-9a-f]{6})"/i.exec(icon.body)?.[1]?.toUpperCase() ?? '3A6FD8';
  return { title, slug, hex, path: paths.join(''), size: icon.height ?? deviconSet.height ?? 16 };
}

/**
 * Our own neutral mark for a tool no icon set carries, drawn like simple-icons (one filled path on a 24px square)
 * and named by what the tool is, never by its logo or a letter: a cloud for AWS. Editors use these slugs in an
 * `icon` field like any simple-icons slug.
 */
const NEUTRAL_MARKS: ReadonlyArray<Drawing> = [
  {
    title: 'Amazon Web Services',
    slug: 'amazonwebservices',
    hex: '3A6FD8',
    path: 'M6.5 19a4.5 4.5 0 0 1-.9-8.91A6.5 6.5 0 0 1 18.1 9.1 5 5 0 0 1 17.5 19Z',
  },
];

/**
 * Every mark by slug, built on first use: Devicon's set is read then, from this module's own place (the build runs
 * it bundled into .cache/compiled, which resolves to the project's node_modules too), not when the module loads.
 */
let allMarks: Map<string, Drawing> | undefined;
function marksBySlug(): Map<string, Drawing> {
  if (allMarks) return allMarks;
  const devicon = JSON.parse(
    readFileSync(createRequire(__filename).resolve('@iconify-json/devicon/icons.json'), 'utf8'),
  ) as IconSet;
  allMarks = new Map<string, Drawing>([
    ...bySlug,
    ...Object.entries(DEVICON_MARKS).map(([slug, title]) => [slug, deviconDrawing(devicon, slug, title)] as const),
    ...NEUTRAL_MARKS.map((icon) => [icon.slug, icon] as const),
  ]);
  return allMarks;
}

/** The name of every mark the build can draw: what an `icon` field may hold (lib/content/icon-names.ts). */
export const iconNames = (): ReadonlySet<string> => new Set(marksBySlug().keys());

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
export function brandMarkFile(icon: { slug: string; path: string; viewBox?: string }): {
  name: string;
  href: string;
  svg: string;
} {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg"><symbol id="m" viewBox="${icon.viewBox ?? '0 0 24 24'}"><path d="${icon.path}"/></symbol></svg>\n`;
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
 * The box a drawing's ink fills, as a viewBox with a little room round it: the path drawn by sharp (librsvg, the
 * build's own renderer) on a transparent square with a margin, then trimmed to what it painted.
 */
export async function drawnBounds(drawing: Pick<Drawing, 'path' | 'size'>): Promise<string> {
  const size = drawing.size ?? 24;
  const scale = 480 / size; // pixels per unit: a fiftieth of the square is finer than any mark's detail
  const margin = size / 8;
  const side = size + 2 * margin;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side * scale}" height="${side * scale}" viewBox="${-margin} ${-margin} ${side} ${side}"><path d="${drawing.path}"/></svg>`;
  const { info } = await sharp(Buffer.from(svg)).trim({ threshold: 0 }).toBuffer({ resolveWithObject: true });
  const round = (value: number) => Math.round(value * 100) / 100;
  const pad = size / 96;
  const left = -(info.trimOffsetLeft ?? 0) / scale - margin - pad;
  const top = -(info.trimOffsetTop ?? 0) / scale - margin - pad;
  return [left, top, info.width / scale + 2 * pad, info.height / scale + 2 * pad].map(round).join(' ');
}

/** Each slug's resolved mark, worked out once per build however many fields ask for it. */
const resolved = new Map<string, Promise<Drawing & { href: string }>>();

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
    const icon = marksBySlug().get(slug);
    if (!icon) throw new Error(`Unknown simple-icons slug "${slug}" (see https://simpleicons.org for valid slugs)`);
    const key = `${marksDir}\0${slug}`;
    if (!resolved.has(key))
      resolved.set(
        key,
        drawnBounds(icon).then((viewBox) => {
          const file = brandMarkFile({ ...icon, viewBox });
          writeMarkFile(file, marksDir);
          return { title: icon.title, slug: icon.slug, hex: icon.hex, path: icon.path, href: file.href };
        }),
      );
    return resolved.get(key)!;
  };
}
