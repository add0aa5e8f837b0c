/** The attribute that marks an element focused by a key press, for engines that would show it no focus ring. */
export const KEYBOARD_FOCUS_ATTRIBUTE = 'data-keyboard-focus';

/**
 * Moves focus in answer to a key press (an arrow in a tab strip, Escape back to a menu button) so the focus
 * ring shows in every engine. Chromium and Firefox show :focus-visible on a scripted focus that follows a key
 * press; WebKit shows it only if the element focus left had it, so after a click on a tab, an arrow key
 * moved focus without a ring. `focusVisible: true` asks for the ring where the engine supports it; the
 * attribute, removed on blur, is the fallback our styles also draw the ring for (`KEYBOARD_FOCUS`).
 */
export function focusFromKeyboard(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.setAttribute(KEYBOARD_FOCUS_ATTRIBUTE, '');
  element.addEventListener('blur', () => element.removeAttribute(KEYBOARD_FOCUS_ATTRIBUTE), { once: true });
  // TypeScript 5.9's DOM types lack `focusVisible` (HTML spec, in Firefox and Safari); delete the cast once they have it.
  element.focus({ focusVisible: true } as FocusOptions);
}

/** "Focused by a key press" as a selector, beside :focus-visible: `&:focus-visible, &${KEYBOARD_FOCUS} { … }`. */
export const KEYBOARD_FOCUS = `[${KEYBOARD_FOCUS_ATTRIBUTE}]:focus`;
