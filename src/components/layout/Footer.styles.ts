import { Link } from 'gatsby';
import styled from 'styled-components';
import { media } from '../../styles/media';
import { gridList } from '../../styles/mixins';
import { Container } from '../ui/Container';
import { theme } from '../../styles/theme';

export const Wrapper = styled.footer`
  background: ${theme.colors.panel};
  color: ${theme.colors.onDarkMuted};
  padding: ${theme.space.xl} 0 ${theme.space.lg};
  ${media.sm} {
    padding-top: ${theme.space.xxl};
  }
  a {
    color: ${theme.colors.onDark};
  }
`;

/** On phones the two link lists sit side by side under the company, the map under them: half the scrolling. */
export const Grid = styled(Container)`
  display: grid;
  gap: ${theme.space.lg} ${theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  > :first-child,
  > :last-child {
    grid-column: 1 / -1;
  }
  ${media.sm} {
    gap: ${theme.space.xl};
    > :first-child,
    > :last-child {
      grid-column: auto;
    }
  }
  ${media.lg} {
    grid-template-columns: 1.4fr 1fr 1fr 1.4fr;
  }
`;

export const Heading = styled.h2`
  font-size: 1rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${theme.colors.onDark};
  margin-bottom: ${theme.space.md};
`;

export const List = styled.ul`
  ${gridList}
  gap: 0.15rem;
`;

export const FooterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

export const Contact = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0 0 0.5rem;
  a {
    text-decoration: none;
  }
  /* A long line (an office's street address) must not squeeze the icon. */
  svg {
    flex: none;
  }
`;

export const Social = styled.ul`
  list-style: none;
  margin: ${theme.space.md} 0 0;
  padding: 0;
  display: flex;
  gap: 0.5rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 0.85rem;
    border: 1px solid rgba(255, 255, 255, 0.3);
    border-radius: ${theme.radii.pill};
    text-decoration: none;
    font-size: 0.875rem;
  }
`;

export const Map = styled.iframe`
  width: 100%;
  aspect-ratio: 16 / 9;
  ${media.sm} {
    aspect-ratio: 4 / 3;
  }
  border: 0;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.panelDeep};
`;

export const Bottom = styled(Container)`
  margin-top: ${theme.space.xl};
  padding-top: ${theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: 0.875rem;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.md};
`;
