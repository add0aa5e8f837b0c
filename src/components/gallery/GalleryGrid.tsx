import React, { useState } from 'react';
import { getSrc } from 'gatsby-plugin-image';
import { Picture } from '../ui/Image';
import { Lightbox } from './Lightbox';
import * as S from './GalleryGrid.styles';

/**
 * The hero picture (eager, full width) then the others in alternating rows of 3 and 2 (any number),
 * lazy below the fold. Each opens the lightbox at that picture.
 */
export function GalleryGrid({ pictures }: { pictures: readonly Queries.GalleryPictureFieldsFragment[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <S.Wrapper>
      <S.Grid>
        {pictures.map(({ caption, alt, image: { childImageSharp: images } }, index) => (
          <li key={caption}>
            <S.Open
              // A link to the full-size picture (works without JavaScript and may hold the image's
              // block markup, which a button may not); with JavaScript it opens the lightbox.
              href={images ? getSrc(images.full) : undefined}
              aria-haspopup="dialog"
              onClick={(event) => {
                event.preventDefault();
                setOpener(event.currentTarget);
                setOpenIndex(index);
              }}
            >
              {images ? (
                <Picture
                  image={index === 0 ? images.hero : images.thumb}
                  alt={alt}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                />
              ) : null}
              <span className="visually-hidden"> (open larger view)</span>
            </S.Open>
            <S.Caption>{caption}</S.Caption>
          </li>
        ))}
      </S.Grid>
      {openIndex !== null ? (
        <Lightbox
          pictures={pictures}
          index={openIndex}
          opener={opener}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
        />
      ) : null}
    </S.Wrapper>
  );
}
