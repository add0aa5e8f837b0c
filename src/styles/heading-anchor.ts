import { css } from 'styled-components';
import { theme } from './theme';

/**
 * Headings whose text links to their own section (the remark plugin in src/gatsby/remark/blog-blocks
 * adds `a.heading-anchor`): they keep the heading's look, clear the fixed nav when targeted, and a
 * faint "#" (not read aloud) marks them as links. Used by every component that renders Markdown.
 */
export const headingAnchorStyles = css`
  h2,
  h3 {
    scroll-margin-top: calc(${theme.layout.navHeight} + ${theme.space.md});
  }
  h2 > a.heading-anchor,
  h3 > a.heading-anchor {
    color: inherit;
    text-decoration: none;
  }
  a.heading-anchor::after {
    content: '#';
    content: '#' / '';
    margin-left: 0.4em;
    color: ${theme.colors.primaryDark};
    opacity: 0.55;
  }
  a.heading-anchor:hover,
  a.heading-anchor:focus-visible {
    text-decoration: underline;
  }
  a.heading-anchor:hover::after,
  a.heading-anchor:focus-visible::after {
    opacity: 1;
  }
  a.heading-anchor[aria-label]::after {
    content: none;
  }
  @media print {
    a.heading-anchor::after {
      content: none;
    }
  }
`;
