import type { ColorName } from './colors';

/** The CSS custom property of a colour: `--color-primary-dark` for `primaryDark`. */
export const colorVarName = (name: ColorName): string =>
  `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** `var(--color-x)`, made when read, so the palette table stays out of the browser's JavaScript. */
const colors = new Proxy({} as Record<ColorName, string>, {
  get: (_, name) => (typeof name === 'string' ? `var(${colorVarName(name as ColorName)})` : undefined),
});

/** Design tokens: every colour, size and breakpoint used by components comes from here (conventions §6). */
export const theme = {
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
    body: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
  },
  /** Min widths in px; `mobileMax` is product-rules §9's 768px collapse point. */
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
