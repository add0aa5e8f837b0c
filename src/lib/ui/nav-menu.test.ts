import { initialNavState, navReducer, type NavState } from './nav-menu';

const open = (menu: string, isPinned: boolean): NavState => ({ openMenu: menu, isPinned, isMobileOpen: false });

describe('navReducer', () => {
  it('opens a dropdown on click/Enter and closes it on a second one', () => {
    const opened = navReducer(initialNavState, { type: 'toggleMenu', menu: 'services' });
    expect(opened.openMenu).toBe('services');
    expect(navReducer(opened, { type: 'toggleMenu', menu: 'services' }).openMenu).toBeNull();
  });

  it('keeps a hover-opened menu open when it is then clicked (no flicker)', () => {
    const hovered = navReducer(initialNavState, { type: 'openMenu', menu: 'services' });
    const clicked = navReducer(hovered, { type: 'toggleMenu', menu: 'services' });
    expect(clicked).toEqual(open('services', true));
  });

  it('closes a hover-opened menu when the pointer leaves, but not a clicked one', () => {
    expect(navReducer(open('services', false), { type: 'closeMenu', menu: 'services' }).openMenu).toBeNull();
    expect(navReducer(open('services', true), { type: 'closeMenu', menu: 'services' }).openMenu).toBe('services');
  });

  it('keeps only one dropdown open at a time', () => {
    expect(navReducer(open('services', true), { type: 'toggleMenu', menu: 'insights' }).openMenu).toBe('insights');
    expect(navReducer(open('services', false), { type: 'openMenu', menu: 'expertise' }).openMenu).toBe('expertise');
  });

  it('ignores a hover-out from a menu that is not the open one', () => {
    expect(navReducer(open('services', false), { type: 'closeMenu', menu: 'expertise' }).openMenu).toBe('services');
  });

  it('closes any menu on Escape or outside click', () => {
    expect(navReducer(open('services', true), { type: 'closeMenu' }).openMenu).toBeNull();
  });

  it('flips the mobile menu and closes dropdowns when it does', () => {
    const mobile = navReducer(open('services', true), { type: 'toggleMobile' });
    expect(mobile).toEqual({ openMenu: null, isPinned: false, isMobileOpen: true });
    expect(navReducer(mobile, { type: 'toggleMobile' }).isMobileOpen).toBe(false);
  });

  it('opens nothing on hover in the open phone menu: its panels open and close by click alone', () => {
    const phone = { openMenu: 'services', isPinned: true, isMobileOpen: true };
    expect(navReducer(phone, { type: 'openMenu', menu: 'expertise' })).toEqual(phone);
    expect(navReducer(phone, { type: 'closeMenu', menu: 'services' })).toEqual(phone);
    expect(navReducer(phone, { type: 'toggleMenu', menu: 'expertise' }).openMenu).toBe('expertise');
  });

  it('closes everything when a link is chosen', () => {
    expect(navReducer({ openMenu: 'insights', isPinned: true, isMobileOpen: true }, { type: 'navigate' })).toEqual(
      initialNavState,
    );
  });
});
