import { Link } from 'gatsby';
import styled, { css } from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { Container } from '../ui/Container';

export const Header = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  background: ${theme.colors.headerBg};
  border-bottom: 1px solid ${theme.colors.border};
  /* The open phone menu dims the page below the bar (NavBar sets html.nav-open; a press on it closes the menu):
     behind the menu in the header's own stacking context, over everything the header covers. */
  ${media.mobile} {
    html.nav-open &::after {
      content: '';
      position: fixed;
      inset: ${theme.layout.navHeight} 0 0;
      z-index: -1;
      background: rgba(8, 13, 23, 0.55);
    }
  }
`;

export const Bar = styled(Container)`
  position: relative;
  display: flex;
  align-items: center;
  min-height: ${theme.layout.navHeight};
`;

/** Between the mobile menu and about 1024px the bar only fits the logo's mark, not the name. */
const compactBar = `@media (min-width: ${theme.breakpoints.mobileMax + 1}px) and (max-width: 1023px)`;

export const Brand = styled(Link)`
  text-decoration: none;
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  flex-shrink: 0;
  min-height: 44px;
  /* The link keeps its accessible name from aria-label. */
  ${compactBar} {
    svg + span {
      display: none;
    }
  }
`;

/** Phones narrower than this show the short name: the full one leaves no room for search, theme, Contact and the menu. */
const narrowPhone = '@media (max-width: 519px)';
/** Below this the short name gives way to the Contact button too: the mark alone still leads home (aria-label). */
const smallestPhone = '@media (max-width: 389px)';

export const SiteName = styled.span`
  font-weight: 700;
  font-size: 1.05rem;
  letter-spacing: -0.01em;
  color: ${theme.colors.navy};
  white-space: nowrap;
  ${narrowPhone} {
    display: none;
  }
`;

export const ShortName = styled(SiteName)`
  display: none;
  ${narrowPhone} {
    display: inline;
  }
  ${smallestPhone} {
    display: none;
  }
`;

/**
 * The header's icon buttons (menu toggle, search, theme): a fixed 44px square each, so nothing shifts. Not from
 * styles/mixins: the header is on every page, and importing that module puts every mixin into every first load.
 */
const iconButton = css`
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  border-radius: ${theme.radii.sm};
  cursor: pointer;
`;

export const Toggle = styled.button`
  ${iconButton}
  display: none;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.navy};
  ${media.mobile} {
    display: inline-flex;
  }
`;

export const Menu = styled.ul<{ $isOpen: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  align-items: center;
  gap: 0.25rem;
  ${compactBar} {
    gap: 0;
  }
  /* Links anchored after the logo, Contact Us at the far end (CtaItem): right-aligned links jumped
     left when a streamed header's Contact Us arrived (a layout shift). */
  ${media.desktop} {
    flex: 1;
    margin-left: ${theme.space.md};
  }
  ${media.mobile} {
    display: ${({ $isOpen }) => ($isOpen ? 'flex' : 'none')};
    position: absolute;
    inset: 100% 0 auto;
    flex-direction: column;
    align-items: stretch;
    /* One scroll box, the menu itself, as tall as the screen below the bar (dvh: without the mobile browser's
       toolbars); its panels grow inside it, so no entry hides in a nested scroll. */
    max-height: calc(100vh - ${theme.layout.navHeight});
    max-height: calc(100dvh - ${theme.layout.navHeight});
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: ${theme.space.md};
    background: ${theme.colors.surface};
    border-bottom: 1px solid ${theme.colors.border};
    box-shadow: ${theme.shadows.raised};
  }
`;

export const CtaItem = styled.li`
  ${media.desktop} {
    margin-left: auto;
  }
`;

/** A menu entry's hover (and current or open) look, shared by the links, menu buttons and tool buttons. */
const highlighted = css`
  color: ${theme.colors.primaryDark};
  background: ${theme.colors.sky};
`;

/** The top-level links and the menu buttons look alike. */
const menuEntry = css`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 0.75rem;
  ${compactBar} {
    padding: 0 0.45rem;
  }
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.ink};
  font-weight: 500;
  white-space: nowrap;
`;

export const TopLink = styled(Link)`
  ${menuEntry}
  text-decoration: none;
  &:hover,
  &[aria-current='page'] {
    ${highlighted}
  }
`;

export const Trigger = styled.button`
  ${menuEntry}
  gap: 0.25rem;
  width: 100%;
  border: 0;
  background: transparent;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    ${highlighted}
  }
  svg {
    flex-shrink: 0;
    transition: transform 0.15s ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

/** The filled pill of Contact Us and of the phone header's Contact. */
const actionPill = css`
  align-items: center;
  min-height: 44px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.action};
  color: ${theme.colors.onDark};
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.panel};
  }
`;

export const Cta = styled(Link)`
  display: inline-flex;
  ${actionPill}
  margin-left: 0.5rem;
  padding: 0 1.1rem;
  ${compactBar} {
    margin-left: 0.25rem;
    padding: 0 0.8rem;
  }
  ${media.mobile} {
    margin: 0.5rem 0 0;
  }
`;

export const Panel = styled.div`
  ${media.desktop} {
    position: absolute;
    inset: 100% ${theme.space.md} auto;
    padding: ${theme.space.lg};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: 0 0 ${theme.radii.md} ${theme.radii.md};
    box-shadow: ${theme.shadows.raised};
  }
  ${media.desktop} {
    max-height: 50vh;
    overflow-y: auto;
  }
  ${media.mobile} {
    padding: ${theme.space.sm} 0;
  }
`;

export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  flex-shrink: 0;
  margin-left: 0.5rem;
  ${media.desktop} {
    order: 1;
  }
  ${media.mobile} {
    margin-inline: auto 0.25rem;
  }
`;

export const ToolButton = styled.button`
  ${iconButton}
  display: inline-flex;
  border: 0;
  background: transparent;
  color: ${theme.colors.ink};
  &:hover {
    ${highlighted}
  }
`;

/** The phone header's Contact button: a pill like Contact Us, sized to sit beside the 44px tool buttons. */
export const PhoneContact = styled(Link)`
  display: none;
  ${media.mobile} {
    display: inline-flex;
  }
  ${actionPill}
  flex-shrink: 0;
  margin-left: 0.25rem;
  padding: 0 0.85rem;
  font-size: 0.9375rem;
`;
