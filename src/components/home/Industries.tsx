import React from 'react';
import styled from 'styled-components';
import { media } from '../../styles/media';
import { Glyph } from '../ui/Glyph';
import { theme } from '../../styles/theme';
import { cardSurface, gridList, iconSquare } from '../../styles/mixins';

/** The twelve industries (product-rules §2 Home): 3 compact columns on phones, 2 at sm, 3 at md, 4 on wide screens. */
export function Industries({ industries }: { industries: ReadonlyArray<{ id: number; name: string; glyph: string }> }) {
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
  gap: ${theme.space.sm};
  grid-template-columns: repeat(3, minmax(0, 1fr));
  ${media.sm} {
    gap: ${theme.space.md};
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** Icon above the name on phones (so "E-commerce" never breaks), beside it from sm up. */
const Tile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm} ${theme.space.xs};
  font-size: 0.8125rem;
  line-height: 1.3;
  font-weight: 600;
  color: ${theme.colors.navy};
  ${cardSurface}
  box-shadow: none;
  ${media.sm} {
    flex-direction: row;
    text-align: left;
    gap: ${theme.space.md};
    padding: ${theme.space.md};
    font-size: 1rem;
  }
`;

const Icon = styled.span`
  flex: none;
  ${iconSquare('44px', theme.radii.sm, theme.colors.sky, theme.colors.primaryDark)}
`;
