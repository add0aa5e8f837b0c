import { css } from 'styled-components';
import { theme } from './theme';

/** Headings linking to their own section (`a.heading-anchor`, src/gatsby/remark/blog-blocks), marked by a faint "#". */
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
