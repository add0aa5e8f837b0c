import { lightPalette } from '../../styles/palettes';
import { theme } from '../../styles/theme';
import { OG_IMAGE_SIZE } from '../seo/seo';
import { escapeMarkup } from '../ui/text';

/** A poster is the post's Open Graph image. */
const { width: POSTER_WIDTH, height: POSTER_HEIGHT } = OG_IMAGE_SIZE;

const MARGIN_X = 80;
const TEXT_WIDTH = POSTER_WIDTH - 2 * MARGIN_X;
/** Average bold glyph width in em for the fallback fonts (Liberation/DejaVu Sans); errs wide. */
const GLYPH_EM = 0.6;
const MAX_LINES = 4;
const SMALLEST_FONT_SIZE = 38;
const FONT_SIZES = [68, 60, 54, 48, 42, SMALLEST_FONT_SIZE];
/** The font stack of every text on a poster (sharp resolves it through fontconfig). */
export const FONT_STACK = "Inter, 'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

/** Escapes text for SVG, apostrophes too: `xmlEscape("A & <B>'s")` → `A &amp; &lt;B&gt;&apos;s`. */
export const xmlEscape = (text: string): string => escapeMarkup(text).replace(/'/g, '&apos;');

/** Greedy word wrap; a word longer than a line gets its own: `wrapLines('a bb ccc', 4)` → ['a bb', 'ccc']. */
export function wrapLines(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** The largest heading size that fits in 4 lines; at the smallest, extra lines are cut and the last ends with "…". */
export function fitHeading(heading: string): { fontSize: number; lines: string[] } {
  const wrapAt = (fontSize: number) => wrapLines(heading, Math.floor(TEXT_WIDTH / (fontSize * GLYPH_EM)));
  const fontSize = FONT_SIZES.find((size) => wrapAt(size).length <= MAX_LINES) ?? SMALLEST_FONT_SIZE;
  const wrapped = wrapAt(fontSize);
  const lines = wrapped.slice(0, MAX_LINES);
  if (wrapped.length > MAX_LINES) lines[MAX_LINES - 1] = `${lines[MAX_LINES - 1]}…`;
  return { fontSize, lines };
}

/** E.g. label "StarOps Blog" (top left), byline "Karan Mehta · 14 Jan 2025", site "staropstechnologies.com/blog". */
export type PosterText = Record<'label' | 'heading' | 'byline' | 'site', string>;

/** A poster in the site's look, as SVG for sharp to rasterise at build time (product-rules §10 Posters); text is escaped. */
export function buildPosterSvg({ label, heading, byline, site }: PosterText): string {
  const colors = lightPalette;
  const { fontSize, lines } = fitHeading(heading);
  const lineHeight = Math.round(fontSize * 1.18);
  const blockHeight = lineHeight * lines.length;
  const firstBaseline = Math.round(315 - blockHeight / 2 + fontSize * 0.85);
  const stops = [...theme.gradients.hero.matchAll(/(#[0-9a-f]{6}) (\d+)%/gi)]
    .map(([, color, offset]) => `<stop offset="${offset}%" stop-color="${color}"/>`)
    .join('');
  const headingLines = lines
    .map((line, i) => `<tspan x="${MARGIN_X}" y="${firstBaseline + i * lineHeight}">${xmlEscape(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient>
<linearGradient id="accent" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colors.primary}"/><stop offset="1" stop-color="${colors.teal}"/></linearGradient>
<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="${colors.onDark}" fill-opacity="0.08"/></pattern>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<rect x="760" y="0" width="440" height="630" fill="url(#dots)"/>
<circle cx="1130" cy="70" r="220" fill="${colors.onDark}" fill-opacity="0.06"/>
<circle cx="1180" cy="590" r="140" fill="${colors.onDark}" fill-opacity="0.05"/>
<rect x="${MARGIN_X}" y="64" width="44" height="44" rx="10" fill="${colors.onDark}" fill-opacity="0.14"/>
<path d="M${MARGIN_X + 16} 78 l-7 8 7 8 M${MARGIN_X + 28} 78 l7 8 -7 8" stroke="${colors.onDark}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<text x="${MARGIN_X + 60}" y="94" font-family="${FONT_STACK}" font-size="26" font-weight="600" fill="${colors.onDarkMuted}">${xmlEscape(label)}</text>
<text font-family="${FONT_STACK}" font-size="${fontSize}" font-weight="700" fill="${colors.onDark}">${headingLines}</text>
<rect x="${MARGIN_X}" y="522" width="120" height="6" rx="3" fill="url(#accent)"/>
<text x="${MARGIN_X}" y="570" font-family="${FONT_STACK}" font-size="26" font-weight="500" fill="${colors.onDarkMuted}">${xmlEscape(byline)}</text>
<text x="${POSTER_WIDTH - MARGIN_X}" y="570" text-anchor="end" font-family="${FONT_STACK}" font-size="24" font-weight="500" fill="${colors.onDarkMuted}">${xmlEscape(site)}</text>
</svg>`;
}
