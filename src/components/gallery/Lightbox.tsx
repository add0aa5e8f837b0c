import React, { useLayoutEffect, useRef } from 'react';
import { Picture } from '../ui/Image';
import { ChevronLeft, ChevronRight, X } from '../ui/icons';
import { focusFromKeyboard } from '../../lib/ui/keyboard-focus';
import { wrapIndex } from '../../lib/ui/roving-index';
import * as S from './Lightbox.styles';

interface LightboxProps {
  pictures: readonly Queries.GalleryPictureFieldsFragment[];
  index: number;
  opener: HTMLElement | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * One picture and its caption in a modal <dialog> (the browser makes the page inert and focuses Close). Escape
 * closes, the arrows move with wrap-around, Tab cycles the buttons; focus returns to the opener on close.
 */
export function Lightbox({ pictures, index, opener, onIndexChange, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Before the first paint, so the dialog never shows outside the top layer.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    // Closed first: while it is modal, the opener is inert and cannot take focus.
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, [opener]);
  const picture = pictures[index];
  if (!picture) return null;
  const full = picture.image.childImageSharp?.full;
  const step = (delta: number) => onIndexChange(wrapIndex(index, delta, pictures.length));

  const handleKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'Tab') {
      // From the last button back to the first (and back), rather than out to the browser's own controls.
      const buttons = event.currentTarget.querySelectorAll('button');
      const [first, last] = [buttons[0], buttons[buttons.length - 1]];
      const [from, to] = event.shiftKey ? [first, last] : [last, first];
      if (document.activeElement !== from) return;
      focusFromKeyboard(to);
    } else return;
    event.preventDefault();
  };

  const handleClick = ({ target, currentTarget, clientX: x, clientY: y }: React.MouseEvent<HTMLDialogElement>) => {
    // A click on the backdrop reaches the dialog itself: close only when it lands outside the dialog's box.
    const box = currentTarget.getBoundingClientRect();
    if (target === currentTarget && (x < box.left || x > box.right || y < box.top || y > box.bottom)) onClose();
  };

  return (
    <S.Dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby="lightbox-caption"
      onKeyDown={handleKeyDown}
      onClick={handleClick}
    >
      <S.NoScroll />
      <S.Bar>
        <S.Counter>
          Picture {index + 1} of {pictures.length}
        </S.Counter>
        <S.IconButton type="button" onClick={onClose} aria-label="Close">
          <X size={24} aria-hidden="true" />
        </S.IconButton>
      </S.Bar>
      <S.Figure>
        <S.Frame $ratio={full ? full.width / full.height : 1.5}>
          {full ? <Picture image={full} alt={picture.alt} loading="eager" /> : null}
        </S.Frame>
        <S.Caption id="lightbox-caption">{picture.caption}</S.Caption>
      </S.Figure>
      <S.Nav>
        <S.IconButton type="button" onClick={() => step(-1)} aria-label="Previous picture">
          <ChevronLeft size={24} aria-hidden="true" />
        </S.IconButton>
        <S.IconButton type="button" onClick={() => step(1)} aria-label="Next picture">
          <ChevronRight size={24} aria-hidden="true" />
        </S.IconButton>
      </S.Nav>
    </S.Dialog>
  );
}
