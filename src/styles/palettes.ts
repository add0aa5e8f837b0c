import { type ColorName, PALETTES } from './colors';
import { colorVarName } from './theme';

const COLOR_NAMES = Object.keys(PALETTES) as ColorName[];

const paletteColumn = (column: 0 | 1) =>
  Object.fromEntries(COLOR_NAMES.map((name) => [name, PALETTES[name][column]])) as Record<ColorName, string>;

/** The light palette as raw colours, for what cannot read CSS variables (build-time posters, the manifest). */
export const lightPalette = paletteColumn(0);
export const darkPalette = paletteColumn(1);

const declarations = (palette: Record<ColorName, string>, artFilter = 'none') =>
  COLOR_NAMES.map((name) => `${colorVarName(name)}:${palette[name]};`).join('') + `${ART_FILTER_VAR}:${artFilter};`;

/**
 * A light illustration's dark-theme variant, drawn by the browser from the same file (no second download): the
 * lightness is turned over and the hues turned back, so the white ground becomes the dark page's navy while the
 * blues stay blue, then softened so it sits with the dark panels instead of glowing. `artFrame` applies it.
 */
export const ART_FILTER_VAR = '--art-filter';
const DARK_ART_FILTER = 'invert(0.9) hue-rotate(180deg) saturate(0.9)';

/** On paper: the light palette in either theme, and the light text of dark bands in ink, since bands print bare. */
const printPalette = { ...lightPalette, onDark: lightPalette.ink, onDarkMuted: lightPalette.muted };

/**
 * Rendered into every page's head: dark when chosen, or when the system prefers it and light was not chosen.
 * Printed pages take `printPalette` (`:root:root:root` outranks both dark rules) and no backgrounds: browsers
 * drop them by default, and a reader who prints them would get ink on navy.
 */
export const THEME_CSS = [
  `:root{color-scheme:light;${declarations(lightPalette)}}`,
  `@media (prefers-color-scheme:dark){:root:not([data-theme=light]){color-scheme:dark;${declarations(darkPalette, DARK_ART_FILTER)}}}`,
  `:root[data-theme=dark]{color-scheme:dark;${declarations(darkPalette, DARK_ART_FILTER)}}`,
  `@media print{:root:root:root{color-scheme:light;${declarations(printPalette)}}main *{background:none!important}}`,
].join('');
