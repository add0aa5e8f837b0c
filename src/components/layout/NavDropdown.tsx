import React, { lazy, Suspense, useState } from 'react';
import { ChevronDown } from '../ui/icons';
import type { NavAction } from '../../lib/ui/nav-menu';
import * as S from './NavBar.styles';

/** The cards are most of the header's markup: a panel renders them when first opened (docs/performance.md). */
const loadCards = () => import('./NavCards');
const NavCards = lazy(async () => ({ default: (await loadCards()).NavCards }));

export function preloadCardsWhenIdle(): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(loadCards, 2000);
    return () => window.clearTimeout(timer);
  }
  const id = window.requestIdleCallback(() => void loadCards(), { timeout: 4000 });
  return () => window.cancelIdleCallback(id);
}

interface NavDropdownProps {
  id: string;
  label: string;
  cards: readonly Queries.NavCardFieldsFragment[];
  isOpen: boolean;
  dispatch: React.Dispatch<NavAction>;
}

/** One disclosure menu (WAI-ARIA disclosure pattern): a button that shows a panel of link cards. */
export function NavDropdown({ id, label, cards, isOpen, dispatch }: NavDropdownProps) {
  const panelId = `nav-panel-${id}`;
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  const hover = (isEntering: boolean) => (event: React.PointerEvent) => {
    if (event.pointerType === 'mouse') dispatch({ type: isEntering ? 'openMenu' : 'closeMenu', menu: id });
  };
  return (
    <li onPointerEnter={hover(true)} onPointerLeave={hover(false)}>
      <S.Trigger
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-menu={id}
        onClick={() => dispatch({ type: 'toggleMenu', menu: id })}
      >
        {label}
        <ChevronDown size={16} aria-hidden="true" />
      </S.Trigger>
      <S.Panel id={panelId} hidden={!isOpen}>
        {hasOpened ? (
          <Suspense fallback={null}>
            <NavCards cards={cards} onNavigate={() => dispatch({ type: 'navigate' })} />
          </Suspense>
        ) : null}
      </S.Panel>
    </li>
  );
}
