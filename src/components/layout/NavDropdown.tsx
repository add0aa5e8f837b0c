import React from 'react';
import { GatsbyImage, getImage } from 'gatsby-plugin-image';
import { ChevronDown } from 'lucide-react';
import { BrandMark } from '../ui/BrandMark';
import { Glyph } from '../ui/Glyph';
import * as S from './NavBar.styles';

type NavCard = Queries.NavCardFieldsFragment;

interface NavDropdownProps {
  id: string;
  label: string;
  cards: readonly NavCard[];
  isOpen: boolean;
  onToggle: (id: string) => void;
  onHover: (id: string, isEntering: boolean) => void;
  onNavigate: () => void;
}

/** One disclosure menu (WAI-ARIA disclosure pattern): a button that shows a panel of link cards. */
export function NavDropdown({ id, label, cards, isOpen, onToggle, onHover, onNavigate }: NavDropdownProps) {
  const panelId = `nav-panel-${id}`;
  const hover = (isEntering: boolean) => (event: React.PointerEvent) => {
    if (event.pointerType === 'mouse') onHover(id, isEntering);
  };
  return (
    <S.Item onPointerEnter={hover(true)} onPointerLeave={hover(false)}>
      <S.Trigger
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-menu={id}
        onClick={() => onToggle(id)}
      >
        {label}
        <ChevronDown size={16} aria-hidden="true" />
      </S.Trigger>
      <S.Panel id={panelId} hidden={!isOpen}>
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
      </S.Panel>
    </S.Item>
  );
}
