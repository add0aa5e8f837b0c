import styled from 'styled-components';
import { headingAnchorStyles } from '../../styles/heading-anchor';
import { theme } from '../../styles/theme';

/** Reading typography for Markdown HTML outside the blog posts. */
export const Body = styled.div`
  max-width: 46rem;
  font-size: 1.0625rem;
  line-height: 1.75;
  overflow-wrap: break-word;
  ${headingAnchorStyles}
  h2 {
    margin: ${theme.space.xl} 0 ${theme.space.sm};
    font-size: 1.5rem;
  }
  h3 {
    margin: ${theme.space.lg} 0 ${theme.space.sm};
  }
  h2:first-child,
  h3:first-child {
    margin-top: 0;
  }
  p,
  ul,
  ol {
    margin: 0 0 ${theme.space.md};
  }
  ul,
  ol {
    padding-left: 1.4rem;
  }
  li + li {
    margin-top: ${theme.space.xs};
  }
  li::marker {
    color: ${theme.colors.primaryDark};
  }
  a {
    text-underline-offset: 0.15em;
  }
  strong {
    color: ${theme.colors.navy};
  }
  code {
    font-family: ${theme.fonts.mono};
    font-size: 0.9em;
    padding: 0.1em 0.35em;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surfaceAlt};
  }
  blockquote {
    margin: 0 0 ${theme.space.md};
    padding: ${theme.space.sm} ${theme.space.md};
    border-left: 4px solid ${theme.colors.primary};
    background: ${theme.colors.sky};
  }
`;
