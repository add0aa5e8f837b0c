import styled from 'styled-components';
import { gridColumns, gridList, iconTile, linkCard, stretchedLink } from '../../styles/mixins';

export const Grid = styled.ul`
  ${gridList}
  gap: ${({ theme }) => theme.space.lg};
  ${gridColumns({ base: 1, md: 3 })}
`;

/** The whole tile is the link's click target (the link stretches over it). */
export const Tile = styled.li`
  ${linkCard}
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
`;

export const IconWrap = styled.span`
  ${iconTile('56px', 'pill')}
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
