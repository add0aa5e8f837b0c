import React, { useRef } from 'react';
import { createPortal } from 'react-dom';
import { GatsbyImage } from 'gatsby-plugin-image';
import { ChevronLeft, ChevronRight, X } from '../ui/icons';
import { useModal } from '../../hooks/use-modal';
import { wrapIndex } from '../../lib/ui/roving-index';
import * as S from './Lightbox.styles';

export type GalleryPicture = Queries.GalleryPictureFieldsFragment;

interface LightboxProps {
  pictures: readonly GalleryPicture[];
  index: number;
  opener: HTMLElement | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A modal view of one picture with its caption: Escape closes, the arrow keys (and buttons) move through
 * the pictures with wrap-around, focus stays inside and returns to the opener on close.
 */
export function Lightbox({ pictures, index, opener, onIndexChange, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useModal(dialogRef, opener);
  const picture = pictures[index];
  if (!picture) return null;
  const full = picture.image.childImageSharp?.full;
  const step = (delta: number) => onIndexChange(wrapIndex(index, delta, pictures.length));

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  return createPortal(
    <S.Backdrop onClick={(event) => event.target === event.currentTarget && onClose()}>
      {/* The dialog handles its own keys (Escape, arrows); focus is always inside it. */}
      <S.Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="lightbox-caption"
        onKeyDown={handleKeyDown}
      >
        <S.Bar>
          <S.Counter>
            Picture {index + 1} of {pictures.length}
          </S.Counter>
          <S.IconButton type="button" onClick={onClose} aria-label="Close" data-autofocus>
            <X size={24} aria-hidden="true" />
          </S.IconButton>
        </S.Bar>
        <S.Figure>
          <S.Frame $ratio={full ? full.width / full.height : 1.5}>
            {full ? <GatsbyImage image={full} alt={picture.alt} loading="eager" /> : null}
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
    </S.Backdrop>,
    document.body,
  );
}
