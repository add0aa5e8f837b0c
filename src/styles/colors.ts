/*
 * The colour table alone, with no imports: theme.ts names colours by it (types only, so the table stays out of
 * the browser's JavaScript) and palettes.ts writes it out as CSS variables.
 */

/** Every colour as [light, dark]; dark (product-rules §10 Colour theme) keeps text at WCAG AA contrast on its surfaces. */
export const PALETTES = {
  primary: ['#427ee6', '#6c9cf0'],
  primaryDark: ['#2456b8', '#8db4ff'],
  navy: ['#0f1b3d', '#f1f5fb'],
  ink: ['#1c2430', '#e4e9f2'],
  muted: ['#4a5568', '#a9b5c8'],
  surface: ['#ffffff', '#0e1420'],
  surfaceAlt: ['#f4f7fc', '#151d2c'],
  sky: ['#e8f0fd', '#1b2940'],
  border: ['#d9e1ee', '#2e3c55'],
  teal: ['#0f766e', '#5eead4'],
  amber: ['#b45309', '#fbbf24'],
  success: ['#166534', '#86efac'],
  successBg: ['#dcfce7', '#0f2e1c'],
  danger: ['#b91c1c', '#fca5a5'],
  dangerBg: ['#fee2e2', '#3a1414'],
  focus: ['#1d4ed8', '#93b4ff'],
  onDark: ['#ffffff', '#ffffff'],
  onDarkMuted: ['#c7d2e7', '#c7d2e7'],
  amberBg: ['#fef3c7', '#3b2a0a'],
  tealBg: ['#ccfbf1', '#0d3330'],
  /** Background of filled buttons and active tabs (white text on it in both themes). */
  action: ['#2456b8', '#2456b8'],
  /** Dark bands (footer, skip link, contact panel) and dark text on white buttons, in both themes. */
  panel: ['#0f1b3d', '#111c38'],
  panelDeep: ['#1c2430', '#080d17'],
  /** The fixed header, opaque: text scrolling under it must not show through. */
  headerBg: ['#ffffff', '#0e1420'],
  /** Behind artwork drawn for white pages (brand marks, client logos): light in the dark theme too. */
  plate: ['transparent', '#eef2f8'],
} satisfies Record<string, readonly [light: string, dark: string]>;

export type ColorName = keyof typeof PALETTES;
