import React, { useEffect, useReducer, useRef } from 'react';
import { Menu as MenuIcon, X } from '../ui/icons';
import { useNavigation } from '../../hooks/use-navigation';
import { focusFromKeyboard } from '../../lib/ui/keyboard-focus';
import { initialNavState, navReducer } from '../../lib/ui/nav-menu';
import { NavDropdown, preloadCardsWhenIdle } from './NavDropdown';
import { SearchButton } from './SearchButton';
import { ThemeToggle } from './ThemeToggle';
import { ANALYTICS_EVENTS, CONTACT_VIA } from '../../lib/analytics/analytics-events';
import { contactPath } from '../../lib/routes';
import * as S from './NavBar.styles';

const topLinks = [
  { to: '/', label: 'Home' },
  { to: '/about/', label: 'About' },
];

/** Fixed top navigation (product-rules §2 Navigation bar). */
export function NavBar({ siteName, shortName }: { siteName: string; shortName: string }) {
  const cards = useNavigation();
  const [{ openMenu, isMobileOpen }, dispatch] = useReducer(navReducer, initialNavState);
  const navRef = useRef<HTMLElement>(null);

  const handleNavigate = () => dispatch({ type: 'navigate' });
  const isActive = openMenu !== null || isMobileOpen;
  useEffect(() => {
    if (!isActive) return undefined;
    // Escape or a press outside the bar closes the open menu, else the mobile menu (product-rules §2).
    const dismiss = () => dispatch(openMenu ? { type: 'closeMenu' } : { type: 'toggleMobile' });
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (openMenu) focusFromKeyboard(navRef.current?.querySelector<HTMLButtonElement>(`[data-menu="${openMenu}"]`));
      dismiss();
    };
    const handlePointer = (event: PointerEvent) => {
      if (navRef.current && event.target instanceof Node && !navRef.current.contains(event.target)) dismiss();
    };
    document.addEventListener('keydown', handleKey);
    document.addEventListener('pointerdown', handlePointer);
    return () => {
      document.removeEventListener('keydown', handleKey);
      document.removeEventListener('pointerdown', handlePointer);
    };
  }, [isActive, openMenu]);
  useEffect(preloadCardsWhenIdle, []);
  useEffect(() => {
    if (!isMobileOpen) return undefined;
    // The open phone menu is the only thing that scrolls: the page behind it stays where the visitor left it.
    const root = document.documentElement;
    root.classList.add('nav-open');
    return () => root.classList.remove('nav-open');
  }, [isMobileOpen]);

  const menus = [
    { id: 'services', label: 'Services', cards: cards.services },
    { id: 'expertise', label: 'Expertise', cards: cards.expertise },
    { id: 'insights', label: 'Insights', cards: cards.insights },
  ];
  return (
    <S.Header>
      <S.Bar as="nav" aria-label="Main" ref={navRef}>
        <S.Brand to="/" aria-label={`${siteName} home`} onClick={handleNavigate}>
          {/* The brand mark: a four-point star over an orbit. */}
          <svg width="36" height="36" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
            <rect width="48" height="48" rx="12" fill="#0f1b3d" />
            <ellipse
              cx="24"
              cy="26"
              rx="17"
              ry="7"
              fill="none"
              stroke="#427ee6"
              strokeWidth="2.5"
              transform="rotate(-18 24 26)"
            />
            <path d="M24 8l3.6 10.4L38 22l-10.4 3.6L24 36l-3.6-10.4L10 22l10.4-3.6z" fill="#ffffff" />
          </svg>
          <S.SiteName>{siteName}</S.SiteName>
          <S.ShortName>{shortName}</S.ShortName>
        </S.Brand>
        {/* Before the menu in the page, after it on wide screens (CSS order): a streamed header paints
            them first, at their final place, and the mobile menu still follows its toggle. */}
        <S.Tools>
          <SearchButton />
          <ThemeToggle />
          {/* Phones only (the wide bar has Contact Us in the menu): a way to reach us without opening the menu. */}
          <S.PhoneContact
            to={contactPath}
            onClick={handleNavigate}
            data-analytics-event={ANALYTICS_EVENTS.contactRoute}
            data-analytics-via={CONTACT_VIA.header}
          >
            Contact
          </S.PhoneContact>
        </S.Tools>
        <S.Toggle
          type="button"
          aria-expanded={isMobileOpen}
          aria-controls="site-menu"
          aria-label="Menu"
          onClick={() => dispatch({ type: 'toggleMobile' })}
        >
          {isMobileOpen ? <X size={22} aria-hidden="true" /> : <MenuIcon size={22} aria-hidden="true" />}
        </S.Toggle>
        <S.Menu id="site-menu" $isOpen={isMobileOpen}>
          {topLinks.map((link) => (
            <li key={link.to}>
              <S.TopLink to={link.to} onClick={handleNavigate}>
                {link.label}
              </S.TopLink>
            </li>
          ))}
          {menus.map((menu) => (
            <NavDropdown key={menu.id} {...menu} isOpen={openMenu === menu.id} dispatch={dispatch} />
          ))}
          <S.CtaItem>
            <S.Cta
              to={contactPath}
              onClick={handleNavigate}
              data-analytics-event={ANALYTICS_EVENTS.contactRoute}
              data-analytics-via={CONTACT_VIA.menu}
            >
              Contact Us
            </S.Cta>
          </S.CtaItem>
        </S.Menu>
      </S.Bar>
    </S.Header>
  );
}
