import { createGlobalStyle } from 'styled-components';
import { KEYBOARD_FOCUS } from '../lib/ui/keyboard-focus';
import { theme } from './theme';

/** Self-hosted Inter (variable, weights 300-700), fetched when text first needs it; never from a font CDN. */
export const FONT_URL = '/fonts/inter-latin-wght-normal.woff2';

/**
 * Inter swaps in whenever it arrives, so a first visit sees it too (`optional` kept the system font on most first
 * visits). The swap moves nothing because text first sets in 'Inter Fallback': Arial (or Liberation Sans, its
 * metric twin on Linux) scaled and given Inter's vertical metrics, so every line box has Inter's size already.
 * The overrides are Inter's own (unitsPerEm 2048, ascender 1984, descender -494, no line gap) over Arial's
 * average width: the figures fontaine and next/font compute for this pair.
 * Rendered once into the HTML head: the global style is re-inserted on hydration, which can nudge text.
 */
export const FONT_FACE_CSS = `@font-face{font-family:'Inter Fallback';src:local('Arial'),local('ArialMT'),local('Liberation Sans'),local('LiberationSans'),local('Helvetica');size-adjust:107.4%;ascent-override:90.2%;descent-override:22.48%;line-gap-override:0%}@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:300 700;src:url('${FONT_URL}') format('woff2-variations');unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`;

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* Room for the scrollbar from the first paint, so the page does not shift sideways when it appears. */
  /* The open phone menu holds the page still (NavBar): only the menu scrolls. */
  html.nav-open, html.nav-open body { overflow: hidden; }
  html { scrollbar-gutter: stable; -webkit-text-size-adjust: 100%; scroll-padding-top: calc(${theme.layout.navHeight} + 1rem); }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    line-height: 1.6;
    color: ${theme.colors.ink};
    background: ${theme.colors.surface};
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 { line-height: 1.25; color: ${theme.colors.navy}; margin: 0 0 0.5em; }
  h1 { font-size: clamp(2rem, 4vw + 1rem, 3rem); }
  h2 { font-size: clamp(1.5rem, 2vw + 1rem, 2.1rem); }
  h3 { font-size: 1.2rem; font-weight: 600; }
  p { margin: 0 0 1em; }
  a { color: ${theme.colors.primaryDark}; }
  img, svg { max-width: 100%; }
  button, input, select, textarea { font: inherit; }
  /* A field focused after a failed submit scrolls in below the fixed header with its label in view: the root's
     scroll-padding clears the header, this margin the label above the field. */
  input, select, textarea, [role='combobox'] { scroll-margin-top: 2.5rem; }
  :focus-visible, ${KEYBOARD_FOCUS} { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  /* A section React keeps as the server sent it (staticSection in components/ui/deferred.tsx): its wrapper takes no box. */
  [data-static] { display: contents; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* Printing (product-rules §10 Printing): the page's own content only, without the fixed nav's space. */
  @media print {
    #gatsby-focus-wrapper > header, footer, form, nav, [role='progressbar'], a[href='#main-content'] { display: none !important; }
    main { padding-top: 0 !important; min-height: 0 !important; }
  }
  /* Hash links and the contents scroll smoothly (product-rules §2 Hash links), the browser's own jump under reduced motion. */
  @media (prefers-reduced-motion: no-preference) {
    html { scroll-behavior: smooth; }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
