import React from 'react';
import { GatsbyImage, getImage } from 'gatsby-plugin-image';
import { BrandMark } from '../ui/BrandMark';
import { Glyph } from '../ui/Glyph';
import * as S from './NavBar.styles';

/** The link cards of one navigation menu's panel. */
export function NavCards({
  cards,
  onNavigate,
}: {
  cards: readonly Queries.NavCardFieldsFragment[];
  onNavigate: () => void;
}) {
  return (
    <S.PanelGrid>
      {cards.map((card) => {
        const image = getImage(card.image?.childImageSharp?.gatsbyImageData ?? null);
        return (
          <li key={card.id}>
            <S.CardLink to={card.url} onClick={onNavigate}>
              {image ? (
                <S.Tile>
                  <GatsbyImage image={image} alt="" loading="lazy" />
                </S.Tile>
              ) : (
                <S.CardIcon>
                  {card.mark ? <BrandMark mark={card.mark} size={24} /> : <Glyph name={card.glyph} size={24} />}
                </S.CardIcon>
              )}
              <S.CardTitle>{card.title}</S.CardTitle>
              <S.CardText>{card.description}</S.CardText>
            </S.CardLink>
          </li>
        );
      })}
    </S.PanelGrid>
  );
}
