import React from 'react';
import { ChevronDown } from '../ui/icons';
import { deferred } from '../ui/deferred';
import * as S from './NavBar.styles';

type NavCard = Queries.NavCardFieldsFragment;

// The panel's cards (images, icons) hydrate after the page: the panel stays hidden until opened.
const NavCards = deferred(() => import('./NavCards'), 'NavCards');

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
        <NavCards cards={cards} onNavigate={onNavigate} />
      </S.Panel>
    </S.Item>
  );
}
