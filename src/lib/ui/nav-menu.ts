/** Navigation state (product-rules §2 Navigation bar): at most one dropdown open; a link closes everything. */
export interface NavState {
  openMenu: string | null;
  /** Opened by click/Enter: stays open when the pointer leaves; a second click closes it. */
  isPinned: boolean;
  isMobileOpen: boolean;
}

export type NavAction =
  | { type: 'toggleMenu'; menu: string }
  | { type: 'openMenu'; menu: string }
  | { type: 'closeMenu'; menu?: string }
  | { type: 'toggleMobile' }
  | { type: 'navigate' };

export const initialNavState: NavState = { openMenu: null, isPinned: false, isMobileOpen: false };

/** Example: `navReducer(s, { type: 'toggleMenu', menu: 'services' })` opens Services and closes any other. */
export function navReducer(state: NavState, action: NavAction): NavState {
  switch (action.type) {
    case 'toggleMenu':
      return state.openMenu === action.menu && state.isPinned
        ? { ...state, openMenu: null, isPinned: false }
        : { ...state, openMenu: action.menu, isPinned: true };
    case 'openMenu':
      // Hover opens the desktop bar's dropdowns only. In the open phone menu the panels stack: opening one by hover
      // would close the one above it and move the menu under a mouse pointer, away from what it was about to click.
      if (state.isMobileOpen) return state;
      return state.openMenu === action.menu ? state : { ...state, openMenu: action.menu, isPinned: false };
    case 'closeMenu':
      // A hover-out (named menu) closes only a hover-opened menu; Escape/outside click closes any.
      if (action.menu !== undefined && (state.openMenu !== action.menu || state.isPinned)) return state;
      return state.openMenu === null ? state : { ...state, openMenu: null, isPinned: false };
    case 'toggleMobile':
      return { openMenu: null, isPinned: false, isMobileOpen: !state.isMobileOpen };
    case 'navigate':
      return initialNavState;
  }
}
