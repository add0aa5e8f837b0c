import React from 'react';
import { Picture } from '../ui/Image';
import { BrandMark } from '../ui/BrandMark';
import { Glyph } from '../ui/Glyph';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { media } from '../../styles/media';
import { gridList } from '../../styles/mixins';
import { theme } from '../../styles/theme';

export function NavCards({
  cards,
  onNavigate,
}: {
  cards: readonly Queries.NavCardFieldsFragment[];
  onNavigate: () => void;
}) {
  return (
    <PanelGrid>
      {cards.map((card) => {
        const image = card.image?.childImageSharp?.gatsbyImageData;
        return (
          <li key={card.id}>
            <CardLink to={card.url} onClick={onNavigate}>
              {image ? (
                <Tile>
                  <Picture image={image} alt="" loading="lazy" />
                </Tile>
              ) : (
                <CardIcon>
                  {card.mark ? <BrandMark mark={card.mark} size={24} /> : <Glyph name={card.glyph} size={24} />}
                </CardIcon>
              )}
              <CardTitle>{card.title}</CardTitle>
              <CardText>{card.description}</CardText>
            </CardLink>
          </li>
        );
      })}
    </PanelGrid>
  );
}

const PanelGrid = styled.ul`
  ${gridList}
  gap: ${theme.space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  height: 100%;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.ink};
  text-decoration: none;
  border: 1px solid transparent;
  &:hover {
    border-color: ${theme.colors.border};
    background: ${theme.colors.surfaceAlt};
  }
`;

const CardIcon = styled.span`
  display: inline-flex;
  color: ${theme.colors.primaryDark};
`;

const CardTitle = styled.span`
  font-weight: 600;
  color: ${theme.colors.navy};
`;

const CardText = styled.span`
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;

const Tile = styled.div`
  border-radius: ${theme.radii.sm};
  overflow: hidden;
`;
