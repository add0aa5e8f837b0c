import styled from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

export const Compact = styled.details`
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: 700;
    color: ${theme.colors.navy};
    cursor: pointer;
  }
  ${media.lg} {
    display: none;
  }
  @media print {
    display: none;
  }
`;

/** From the lg breakpoint: sticky in the margin right of the text column (the post layout's grid). */
export const Sidebar = styled.aside`
  display: none;
  ${media.lg} {
    display: block;
    grid-column: 3;
    grid-row: 1 / span 20;
    font-size: 0.875rem;
    > nav {
      position: sticky;
      top: calc(${theme.layout.navHeight} + ${theme.space.lg});
      max-height: calc(100vh - ${theme.layout.navHeight} - ${theme.space.xl});
      overflow-y: auto;
      padding-left: ${theme.space.md};
      border-left: 1px solid ${theme.colors.border};
    }
  }
`;

export const Title = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-weight: 700;
  color: ${theme.colors.navy};
`;

export const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li<{ $level: 2 | 3 }>`
  padding-left: ${({ $level }) => ($level === 3 ? '0.9rem' : '0')};
  a {
    display: block;
    padding: 0.3rem 0 0.3rem 0.5rem;
    border-left: 3px solid transparent;
    color: ${theme.colors.muted};
    text-decoration: none;
    line-height: 1.4;
  }
  a:hover {
    color: ${theme.colors.primaryDark};
    text-decoration: underline;
  }
  a[aria-current='location'] {
    border-left-color: ${theme.colors.primary};
    color: ${theme.colors.primaryDark};
    font-weight: 600;
  }
`;
