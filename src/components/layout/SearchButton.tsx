import React, { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Search } from '../ui/icons';
import { isSearchShortcut } from '../../lib/search/search-shortcut';
import * as S from './NavBar.styles';

// Its own chunk: nothing of search (code or index) is fetched until a visitor opens it.
const SearchDialog = lazy(() => import('../search/SearchDialog').then((module) => ({ default: module.SearchDialog })));

function isTypingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Header search button; "/" and Ctrl/Cmd-K open the dialog too (product-rules §10 Search). */
export function SearchButton() {
  const [isOpen, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (isOpen || event.defaultPrevented) return;
      if (!isSearchShortcut(event, isTypingIn(event.target))) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [isOpen]);

  // Focus goes back to the button once the dialog has gone (while it is open the page is inert).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !isOpen) buttonRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  return (
    <>
      <S.ToolButton
        ref={buttonRef}
        type="button"
        aria-label="Search the site"
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        title="Search (/)"
        onClick={() => setOpen(true)}
      >
        <Search size={20} aria-hidden="true" />
      </S.ToolButton>
      {isOpen ? (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
