import React, { lazy, Suspense, useState } from 'react';
import { ChevronDown } from '../ui/icons';
import type { NavAction } from '../../lib/ui/nav-menu';
import * as S from './NavBar.styles';

type NavCard = Queries.NavCardFieldsFragment;

/**
 * The panels' cards are most of the header's markup (titles, descriptions, brand marks), so they are
 * not in the page's HTML: each panel renders them the first time it opens, from a chunk the browser
 * fetches once it is idle after the page loads (docs/performance.md, "The header's panels").
 */
const loadCards = () => import('./NavCards');
const NavCards = lazy(async () => ({ default: (await loadCards()).NavCards }));

/** Fetches the cards' chunk once the browser is idle; NavBar calls it once for all its panels. */
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
  cards: readonly NavCard[];
  isOpen: boolean;
  /** NavBar's menu state (lib/ui/nav-menu): clicks and mouse hovers here open and close this menu. */
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
