import styled from 'styled-components';
import { media } from '../../styles/media';

export const Wrapper = styled.div`
  padding: ${({ theme }) => theme.space.xxl} 0;
`;

/**
 * Six tracks from sm up: the hero spans all six, pictures 1-3 take two each (a row of 3), pictures 4-5
 * three each (a row of 2) and pictures 6-8 two each (a row of 3).
 */
export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.sm} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    & > li {
      grid-column: span 2;
    }
    & > li:nth-child(5),
    & > li:nth-child(6) {
      grid-column: span 3;
    }
    & > li:first-child {
      grid-column: 1 / -1;
    }
  }
`;

export const Item = styled.li`
  margin: 0;
`;

export const Open = styled.a`
  display: block;
  width: 100%;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.sky};
  cursor: zoom-in;
  box-shadow: ${({ theme }) => theme.shadows.card};
  img {
    transition: transform 0.3s ease;
  }
  &:hover img {
    transform: scale(1.03);
  }
`;

export const Caption = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;
