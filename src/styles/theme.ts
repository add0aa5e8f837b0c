/** Design tokens: every colour, size and breakpoint used by components comes from here (STYLE §6). */
/**
 * The light palette: raw colours for what cannot read CSS variables (build-time posters, the
 * manifest). Components use `theme.colors`, whose values are CSS variables (below).
 */
export const lightPalette = {
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

export type ColorName = keyof typeof lightPalette;

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

const cssName = (name: string) => `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** `--color-x: value;` for every colour of a palette. */
export function paletteDeclarations(palette: Record<ColorName, string>): string {
  return Object.entries(palette)
    .map(([name, value]) => `${cssName(name)}:${value};`)
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

const colors = Object.fromEntries(Object.keys(lightPalette).map((name) => [name, `var(${cssName(name)})`])) as Record<
  ColorName,
  string
>;

/** Design tokens: every colour, size and breakpoint used by components comes from here (STYLE §6). */
export const theme = {
  /** CSS variables, so every component follows the light or dark palette without re-rendering. */
  colors,
  /** Syntax colours of build-time highlighted code (Prism token classes), on a navy panel. */
  code: {
    background: '#0f1b3d',
    bar: '#1a2a57',
    text: '#e5ecf8',
    muted: '#9fb0cf',
    comment: '#93a4c3',
    keyword: '#8cc8ff',
    string: '#a6e3a1',
    number: '#fbc88a',
    function: '#f5b8e0',
    variable: '#f9e2af',
    punctuation: '#c0cbe0',
    inlineBackground: colors.sky,
  },
  fonts: {
    body: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
  },
  /** Min widths in px; `mobileMax` is SPEC §9's 768px collapse point. */
  breakpoints: { sm: 600, md: 900, lg: 1200, mobileMax: 768 },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(15, 27, 61, 0.06), 0 4px 16px rgba(15, 27, 61, 0.06)',
    raised: '0 12px 40px rgba(15, 27, 61, 0.16)',
  },
  layout: { maxWidth: '1200px', navHeight: '68px' },
  gradients: {
    hero: 'linear-gradient(135deg, #0f1b3d 0%, #1f3d80 55%, #427ee6 100%)',
    progress: 'linear-gradient(90deg, #427ee6, #0f766e)',
  },
} as const;

export type Theme = typeof theme;
