import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Makes `dialogRef` modal while mounted: focus moves into it, Tab and Shift+Tab cycle inside it, the rest of
 * the page is inert and does not scroll, and on close focus goes back to `returnFocusTo` (the opener).
 */
export function useModal(dialogRef: RefObject<HTMLElement>, returnFocusTo: HTMLElement | null): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const app = document.getElementById('___gatsby');
    const previousOverflow = document.body.style.overflow;
    app?.setAttribute('inert', '');
    document.body.style.overflow = 'hidden';
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();

    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      app?.removeAttribute('inert');
      document.body.style.overflow = previousOverflow;
      returnFocusTo?.focus();
    };
  }, [dialogRef, returnFocusTo]);
}
