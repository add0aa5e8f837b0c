import React, { useEffect, useRef, useState } from 'react';
import { X } from '../ui/icons';
import { SiteSearch } from './SiteSearch';
import * as S from './Search.styles';

/**
 * The search dialog (product-rules §10 Search), loaded only when a visitor opens search. A modal <dialog>:
 * the browser keeps focus inside and Escape closes it; the header button then gets focus back.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    inputRef.current?.focus();
  }, []);

  return (
    <S.Dialog
      ref={dialogRef}
      aria-labelledby="search-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <S.DialogHeader>
        <h2 id="search-dialog-title">Search</h2>
        <S.Close type="button" aria-label="Close search" onClick={onClose}>
          <X size={20} aria-hidden="true" />
        </S.Close>
      </S.DialogHeader>
      <SiteSearch
        id="search-dialog-input"
        query={query}
        onQueryChange={setQuery}
        inputRef={inputRef}
        onNavigate={onClose}
      />
      <S.Keys>
        Open search with <kbd>/</kbd> or <kbd>Ctrl</kbd> <kbd>K</kbd>; close it with <kbd>Esc</kbd>.
      </S.Keys>
    </S.Dialog>
  );
}
