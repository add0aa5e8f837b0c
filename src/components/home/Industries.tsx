import React from 'react';
import styled from 'styled-components';
import { gridColumns, gridList, iconTile } from '../../styles/mixins';
import { media } from '../../styles/media';
import { Glyph } from '../ui/Glyph';

interface IndustriesProps {
  industries: ReadonlyArray<{ id: number; name: string; glyph: string }>;
}

/** The twelve industries (product-rules §2 Home): 2 columns on phones, 3 at md, 4 on wide screens. */
export function Industries({ industries }: IndustriesProps) {
  return (
    <Grid>
      {industries.map((industry) => (
        <Tile key={industry.id}>
          <Icon>
            <Glyph name={industry.glyph} size={26} />
          </Icon>
          {industry.name}
        </Tile>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  ${gridList}
  gap: ${({ theme }) => theme.space.md};
  ${gridColumns({ base: 2, md: 3, lg: 4 })}
`;

/** Icon above the name on phones (so "E-commerce" never breaks), beside it from sm up. */
const Tile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.sm};
  ${media.sm} {
    flex-direction: row;
    text-align: left;
    gap: ${({ theme }) => theme.space.md};
  }
  padding: ${({ theme }) => theme.space.md};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Icon = styled.span`
  flex: none;
  ${iconTile('44px', 'sm')}
`;
