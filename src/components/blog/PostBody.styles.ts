import styled from 'styled-components';
import { headingAnchorStyles } from '../../styles/heading-anchor';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

/** Width of a post's header and text column: about 75 characters per line at 1.125rem. */
export const POST_COLUMN_WIDTH = '50rem';

/** Build-time highlighted code (gatsby-remark-prismjs classes) under the label/copy bar. */
const { code } = theme;
const codeBlockStyles = `
  .code-block {
    margin: 1.75rem 0;
    border-radius: 10px;
    overflow: hidden;
    background: ${code.background};
  }
  .code-block-bar {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.3rem 0.5rem 0.3rem 1rem;
    background: ${code.bar};
  }
  .code-block-lang {
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: ${code.muted};
  }
  .code-block-copy {
    min-width: 4.75rem;
    min-height: 36px;
    padding: 0.2rem 0.8rem;
    border: 1px solid ${code.muted};
    border-radius: 6px;
    background: transparent;
    color: ${code.text};
    font-size: 0.875rem;
    font-weight: 600;
    cursor: pointer;
  }
  .code-block-copy:hover {
    background: ${code.background};
  }
  .code-block-copy:focus-visible,
  .code-block-scroll:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
  .code-block-scroll {
    overflow-x: auto;
  }
  pre[class*='language-'] {
    margin: 0;
    padding: 1rem 1.25rem;
    width: max-content;
    min-width: 100%;
    color: ${code.text};
    font-family: ${theme.fonts.mono};
    font-size: 0.84rem;
    line-height: 1.65;
    tab-size: 2;
  }
  pre[class*='language-'] code {
    font-family: inherit;
  }
  .token.comment, .token.prolog, .token.doctype, .token.cdata { color: ${code.comment}; font-style: italic; }
  .token.punctuation, .token.operator, .token.entity, .token.url { color: ${code.punctuation}; }
  .token.property, .token.tag, .token.boolean, .token.number, .token.constant, .token.symbol { color: ${code.number}; }
  .token.selector, .token.attr-name, .token.string, .token.char, .token.inserted { color: ${code.string}; }
  .token.atrule, .token.attr-value, .token.keyword, .token.builtin { color: ${code.keyword}; }
  .token.function, .token.class-name { color: ${code.function}; }
  .token.regex, .token.important, .token.variable, .token.environment { color: ${code.variable}; }
  .token.bold, .token.important { font-weight: 700; }
  `;

/** Article typography (product-rules §2: line height 1.8, 1.125rem) and the build-time HTML's blocks. */
export const Body = styled.div`
  font-size: 1.125rem;
  line-height: 1.8;
  overflow-wrap: break-word;

  h2 {
    margin: 2.5rem 0 1rem;
    font-size: clamp(1.4rem, 1.5vw + 1rem, 1.75rem);
  }
  h3 {
    margin: 2rem 0 0.75rem;
    font-size: 1.25rem;
  }
  ${headingAnchorStyles}
  p,
  ul,
  ol {
    margin: 0 0 1.25rem;
  }
  ul,
  ol {
    padding-left: 1.5rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
  li > p {
    margin-bottom: 0.5rem;
  }
  a {
    text-underline-offset: 0.15em;
  }
  strong {
    color: ${theme.colors.navy};
  }
  hr {
    margin: 2.5rem 0;
    border: 0;
    border-top: 1px solid ${theme.colors.border};
  }
  :not(pre) > code {
    padding: 0.1em 0.35em;
    border-radius: 4px;
    background: ${theme.code.inlineBackground};
    color: ${theme.colors.navy};
    font-family: ${theme.fonts.mono};
    font-size: 0.88em;
    overflow-wrap: anywhere;
  }
  blockquote {
    margin: 1.5rem 0;
    padding: 0.25rem 0 0.25rem 1.25rem;
    border-left: 4px solid ${theme.colors.border};
    color: ${theme.colors.muted};
  }

  .callout {
    margin: 1.75rem 0;
    padding: 1rem 1.25rem;
    border-left: 4px solid ${theme.colors.primaryDark};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.sky};
    > :last-child {
      margin-bottom: 0;
    }
  }
  .callout-label {
    margin-bottom: 0.25rem;
    font-size: 0.875rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${theme.colors.primaryDark};
  }
  .callout-tip {
    border-color: ${theme.colors.teal};
    background: ${theme.colors.tealBg};
    .callout-label {
      color: ${theme.colors.teal};
    }
  }
  .callout-warning {
    border-color: ${theme.colors.amber};
    background: ${theme.colors.amberBg};
    .callout-label {
      color: ${theme.colors.amber};
    }
  }

  .gatsby-resp-image-wrapper {
    margin-block: 1.75rem !important;
    border-radius: ${theme.radii.sm};
    overflow: hidden;
  }

  .table-scroll {
    margin: 1.5rem 0;
    overflow-x: auto;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 1rem;
    line-height: 1.5;
  }
  th,
  td {
    padding: 0.6rem 0.75rem;
    border: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  td code,
  th code {
    white-space: nowrap;
    overflow-wrap: normal;
  }
  th {
    background: ${theme.colors.surfaceAlt};
    color: ${theme.colors.navy};
  }

  ${codeBlockStyles}
  ${media.sm} {
    pre[class*='language-'] {
      font-size: 0.9rem;
    }
  }

  /* Printing (product-rules §10 Printing): a link's address follows its text; code wraps instead of being cut. */
  @media print {
    a[href]:not(.heading-anchor)::after {
      content: ' (' attr(href) ')';
      font-size: 0.85em;
      overflow-wrap: anywhere;
    }
    pre,
    pre code,
    .code-block-scroll {
      white-space: pre-wrap !important;
      overflow-wrap: anywhere;
      overflow: visible !important;
      max-height: none !important;
    }
    /* The column's width, not the longest line's; ink, since the navy panel does not print. */
    pre[class*='language-'] {
      width: auto;
    }
    pre[class*='language-'],
    pre[class*='language-'] .token,
    .code-block-lang {
      color: ${theme.colors.ink};
    }
    .code-block {
      border: 1px solid ${theme.colors.border};
    }
    .code-block-copy {
      display: none;
    }
  }
`;
