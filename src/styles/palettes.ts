import { colorVarName, type ColorName } from './theme';

/**
 * The light palette: raw colours for what cannot read CSS variables (build-time posters, the
 * manifest). Components use `theme.colors`, whose values are the CSS variables set here.
 */
export const lightPalette: Record<ColorName, string> = {
  primary: '#427ee6',
  primaryDark: '#2456b8',
  navy: '#0f1b3d',
  ink: '#1c2430',
  muted: '#4a5568',
  surface: '#ffffff',
  surfaceAlt: '#f4f7fc',
  sky: '#e8f0fd',
  border: '#d9e1ee',
  teal: '#0f766e',
  amber: '#b45309',
  success: '#166534',
  successBg: '#dcfce7',
  danger: '#b91c1c',
  dangerBg: '#fee2e2',
  focus: '#1d4ed8',
  onDark: '#ffffff',
  onDarkMuted: '#c7d2e7',
  amberBg: '#fef3c7',
  tealBg: '#ccfbf1',
  /** Background of filled buttons and active tabs (white text on it in both themes). */
  action: '#2456b8',
  /** Dark bands (footer, skip link, contact panel) and dark text on white buttons, in both themes. */
  panel: '#0f1b3d',
  panelDeep: '#1c2430',
  /** The fixed header, slightly translucent. */
  headerBg: 'rgba(255, 255, 255, 0.97)',
  /** Behind artwork drawn for white pages (brand marks, client logos): light in the dark theme too. */
  plate: 'transparent',
};

/** The dark theme (issue 14 item 2): every text colour keeps WCAG AA contrast on these surfaces. */
export const darkPalette: Record<ColorName, string> = {
  primary: '#6c9cf0',
  primaryDark: '#8db4ff',
  navy: '#f1f5fb',
  ink: '#e4e9f2',
  muted: '#a9b5c8',
  surface: '#0e1420',
  surfaceAlt: '#151d2c',
  sky: '#1b2940',
  border: '#2e3c55',
  teal: '#5eead4',
  amber: '#fbbf24',
  success: '#86efac',
  successBg: '#0f2e1c',
  danger: '#fca5a5',
  dangerBg: '#3a1414',
  focus: '#93b4ff',
  onDark: '#ffffff',
  onDarkMuted: '#c7d2e7',
  amberBg: '#3b2a0a',
  tealBg: '#0d3330',
  action: '#2456b8',
  panel: '#111c38',
  panelDeep: '#080d17',
  headerBg: 'rgba(14, 20, 32, 0.97)',
  plate: '#eef2f8',
};

/** `--color-x: value;` for every colour of a palette. */
export function paletteDeclarations(palette: Record<ColorName, string>): string {
  return Object.entries(palette)
    .map(([name, value]) => `${colorVarName(name as ColorName)}:${value};`)
    .join('');
}

/**
 * The palettes as CSS, rendered once into every page's head (gatsby-ssr): light by default, dark when
 * the visitor chose it (`html[data-theme=dark]`, set before the first paint) or when the system
 * prefers dark and the visitor has not chosen light.
 */
export const THEME_CSS = [
  `:root{color-scheme:light;${paletteDeclarations(lightPalette)}}`,
  `@media (prefers-color-scheme:dark){:root:not([data-theme=light]){color-scheme:dark;${paletteDeclarations(darkPalette)}}}`,
  `:root[data-theme=dark]{color-scheme:dark;${paletteDeclarations(darkPalette)}}`,
].join('');
