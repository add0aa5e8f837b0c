import styled from 'styled-components';
import { Container } from '../ui/Container';
import { media } from '../../styles/media';
import { gridList } from '../../styles/mixins';
import { theme } from '../../styles/theme';

export const Wrapper = styled(Container)`
  padding-block: ${theme.space.xxl};
`;

/**
 * From sm up the hero takes a full row, then the pictures alternate rows of 3 and rows of 2 (3, 2, 3…
 * for the eight of today); however many an editor adds, a short last row is centred.
 */
export const Grid = styled.ul`
  --gap: ${theme.space.lg};
  ${gridList}
  gap: var(--gap);
  ${media.sm} {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    & > li {
      flex: 0 0 calc((100% - 2 * var(--gap)) / 3 - 0.1px);
      min-width: 0;
    }
    & > li:nth-child(5n + 5),
    & > li:nth-child(5n + 6) {
      flex-basis: calc((100% - var(--gap)) / 2 - 0.1px);
    }
    & > li:first-child {
      flex-basis: 100%;
    }
  }
`;

export const Open = styled.a`
  display: block;
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.colors.sky};
  cursor: zoom-in;
  box-shadow: ${theme.shadows.card};
  img {
    transition: transform 0.3s ease;
  }
  &:hover img {
    transform: scale(1.03);
  }
`;

export const Caption = styled.p`
  margin: ${theme.space.sm} 0 0;
  color: ${theme.colors.muted};
`;
