import styled from 'styled-components';
import { media } from '../../styles/media';
import { centredSquare, gridList, linkCard, stretchedLink } from '../../styles/mixins';
import { theme } from '../../styles/theme';

export const Grid = styled.ul`
  ${gridList}
  gap: ${theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** The whole tile is the link's click target (the link stretches over it). */
export const Tile = styled.li`
  ${linkCard}
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  text-align: center;
`;

export const IconWrap = styled.span`
  ${centredSquare('56px')}
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.sky};
  color: ${theme.colors.primaryDark};
`;

export const Label = styled.h3`
  margin: 0;
  font-size: 1.1rem;
`;

export const TileLink = styled.a`
  font-weight: 600;
  overflow-wrap: anywhere;
  ${stretchedLink}
`;
