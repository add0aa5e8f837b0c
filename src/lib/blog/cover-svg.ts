import { darkPalette } from '../../styles/palettes';
import { theme } from '../../styles/theme';
import { OG_IMAGE_SIZE } from '../seo/seo';
import { initialsOf } from './author-display';
import { FONT_STACK, xmlEscape } from './poster-svg';

/**
 * A post card's cover (product-rules §10 Posters): what the card's text does not say. The card prints the
 * heading right under it, so the cover never does; it carries the post's main topic (its mark and name), a
 * motif of that topic and the reading time. Drawn at build time into the card's WebP files, cached by its SVG.
 */
export interface CoverText {
  /** The main topic's name ("Docker and Kubernetes"), or the blog's name for a post without a topic. */
  topic: string;
  /** The inner markup of the topic's 24×24 stroke glyph (the glyph sprite's `<symbol>`), or null for initials. */
  mark: string | null;
  /** The topic's place in content/site/topics.json: picks its motif and accent, so a topic always looks alike. */
  index: number;
  readingMinutes: number;
}

const { width: WIDTH, height: HEIGHT } = OG_IMAGE_SIZE;
const MARGIN = 80;

/** Accents that read on the navy ground: the dark theme's bright colours. */
const ACCENTS = [
  darkPalette.primary,
  darkPalette.teal,
  darkPalette.amber,
  darkPalette.success,
  darkPalette.primaryDark,
  darkPalette.danger,
];

/** Eight motifs, each a pattern in the accent over the cover's right side (x from 0 to WIDTH, y to HEIGHT). */
const MOTIFS: ReadonlyArray<(accent: string) => string> = [
  // A grid of dots.
  (accent) => grid(36, (x, y) => `<circle cx="${x}" cy="${y}" r="4.5" fill="${accent}"/>`),
  // Rings spreading from the right edge.
  (accent) =>
    range(1, 9)
      .map(
        (i) =>
          `<circle cx="${WIDTH - 80}" cy="${HEIGHT / 2}" r="${i * 62}" fill="none" stroke="${accent}" stroke-width="3"/>`,
      )
      .join(''),
  // Diagonal stripes.
  (accent) =>
    range(0, 30)
      .map(
        (i) =>
          `<line x1="${i * 48 - HEIGHT}" y1="${HEIGHT}" x2="${i * 48}" y2="0" stroke="${accent}" stroke-width="6"/>`,
      )
      .join(''),
  // A triangle lattice.
  (accent) =>
    range(0, 20)
      .map(
        (i) =>
          `<line x1="${i * 80 - 400}" y1="${HEIGHT}" x2="${i * 80 - 400 + 364}" y2="0" stroke="${accent}" stroke-width="2.5"/>` +
          `<line x1="${i * 80}" y1="${HEIGHT}" x2="${i * 80 - 364}" y2="0" stroke="${accent}" stroke-width="2.5"/>`,
      )
      .join('') +
    range(0, 8)
      .map((i) => `<line x1="0" y1="${i * 90}" x2="${WIDTH}" y2="${i * 90}" stroke="${accent}" stroke-width="2.5"/>`)
      .join(''),
  // Stacked waves.
  (accent) =>
    range(0, 12)
      .map((i) => {
        const y = 30 + i * 52;
        const d = range(0, 13)
          .map(
            (k) =>
              `${k === 0 ? 'M' : 'Q'}${k === 0 ? `0 ${y}` : `${k * 100 - 50} ${y + (k % 2 ? -26 : 26)} ${k * 100} ${y}`}`,
          )
          .join(' ');
        return `<path d="${d}" fill="none" stroke="${accent}" stroke-width="3.5"/>`;
      })
      .join(''),
  // Staggered blocks, like containers on a ship.
  (accent) =>
    grid(72, (x, y, col, row) =>
      (col + row) % 3 === 0
        ? ''
        : `<rect x="${x - 28 + (row % 2) * 36}" y="${y - 24}" width="56" height="44" rx="8" fill="none" stroke="${accent}" stroke-width="3"/>`,
    ),
  // Circuit traces with their pads.
  (accent) =>
    range(0, 9)
      .map((i) => {
        const y = 40 + i * 68;
        const bend = 420 + ((i * 137) % 360);
        return (
          `<path d="M${WIDTH} ${y} H${bend} l-34 34 H${bend - 180}" fill="none" stroke="${accent}" stroke-width="3.5"/>` +
          `<circle cx="${bend - 180}" cy="${y + 34}" r="9" fill="none" stroke="${accent}" stroke-width="3.5"/>`
        );
      })
      .join(''),
  // A field of plus signs.
  (accent) =>
    grid(
      60,
      (x, y) =>
        `<path d="M${x - 10} ${y} h20 M${x} ${y - 10} v20" stroke="${accent}" stroke-width="3.5" stroke-linecap="round"/>`,
    ),
];

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** A pattern cell every `step` px over the whole cover. */
function grid(step: number, cell: (x: number, y: number, col: number, row: number) => string): string {
  return range(0, Math.ceil(HEIGHT / step) + 1)
    .flatMap((row) => range(0, Math.ceil(WIDTH / step) + 1).map((col) => cell(col * step, row * step, col, row)))
    .join('');
}

/** The topic's name on one line: the largest size up to 72 px at which it fits the cover's width. */
function topicFontSize(name: string): number {
  return Math.max(40, Math.min(72, Math.floor((WIDTH - 2 * MARGIN) / (name.length * 0.6))));
}

/** The cover as SVG for sharp to rasterise; every text is escaped. */
export function buildCoverSvg({ topic, mark, index, readingMinutes }: CoverText): string {
  const accent = ACCENTS[index % ACCENTS.length]!;
  const motif = MOTIFS[index % MOTIFS.length]!(accent);
  const stops = [...theme.gradients.hero.matchAll(/(#[0-9a-f]{6}) (\d+)%/gi)]
    .map(([, color, offset]) => `<stop offset="${offset}%" stop-color="${color}"/>`)
    .join('');
  const box = 184;
  const markDrawing = mark
    ? `<g transform="translate(${MARGIN + 32} ${MARGIN + 32}) scale(5)" fill="none" stroke="${accent}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${mark}</g>`
    : `<text x="${MARGIN + box / 2}" y="${MARGIN + box / 2 + 30}" text-anchor="middle" font-family="${FONT_STACK}" font-size="84" font-weight="800" fill="${accent}">${xmlEscape(initialsOf(topic))}</text>`;
  const minutes = `${readingMinutes} min read`;
  const pillWidth = Math.round(minutes.length * 22 + 56);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient>
<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0.25" stop-color="#fff" stop-opacity="0"/><stop offset="0.75" stop-color="#fff" stop-opacity="1"/></linearGradient>
<mask id="right"><rect width="100%" height="100%" fill="url(#fade)"/></mask>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<g mask="url(#right)" opacity="0.38">${motif}</g>
<rect x="${MARGIN}" y="${MARGIN}" width="${box}" height="${box}" rx="36" fill="#0a132c" fill-opacity="0.55" stroke="${accent}" stroke-width="4"/>
${markDrawing}
<rect x="${WIDTH - MARGIN - pillWidth}" y="${MARGIN}" width="${pillWidth}" height="76" rx="38" fill="#0a132c" fill-opacity="0.6" stroke="${accent}" stroke-width="3"/>
<text x="${WIDTH - MARGIN - pillWidth / 2}" y="${MARGIN + 51}" text-anchor="middle" font-family="${FONT_STACK}" font-size="38" font-weight="700" fill="#ffffff">${xmlEscape(minutes)}</text>
<rect x="${MARGIN}" y="452" width="120" height="8" rx="4" fill="${accent}"/>
<text x="${MARGIN}" y="${452 + 30 + topicFontSize(topic)}" font-family="${FONT_STACK}" font-size="${topicFontSize(topic)}" font-weight="800" fill="#ffffff">${xmlEscape(topic)}</text>
</svg>`;
}

/**
 * The cover of a post without a picture of its own, from its main (first) topic, the topics file's order and the
 * text's reading time: the build rasterises it for the post's cards, the editor's preview shows it as drawn.
 * Example: topics ['linux'] with linux first in topics.json → `{ topic: 'Linux', mark: <terminal glyph>, index: 0, … }`.
 */
export function postCover(
  post: { topicSlugs: readonly string[]; readingMinutes: number },
  topics: ReadonlyArray<{ slug: string; name: string; glyph?: string | null }>,
  marks: ReadonlyMap<string, string>,
  fallbackName: string,
): CoverText {
  const index = topics.findIndex((topic) => topic.slug === post.topicSlugs[0]);
  const topic = topics[index];
  return {
    topic: topic?.name ?? fallbackName,
    mark: topic?.glyph ? (marks.get(topic.glyph) ?? null) : null,
    index: Math.max(0, index),
    readingMinutes: post.readingMinutes,
  };
}

/** The glyph sprite's symbols by id, each its inner markup: `<symbol id="a" …><path/></symbol>` → a → `<path/>`. */
export function spriteSymbols(sprite: string): Map<string, string> {
  return new Map(
    [...sprite.matchAll(/<symbol id="([^"]+)"[^>]*>(.*?)<\/symbol>/g)].map(([, id, inner]) => [id!, inner!]),
  );
}
