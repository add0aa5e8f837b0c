import React from 'react';
import styled from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { Picture } from '../ui/Image';

/**
 * The gallery hero's second column from md: three of the gallery's own pictures as a mosaic, a preview of what
 * the page holds. Decorative (each is in the grid below with its description) and lazy, so it never competes
 * with the page's largest picture; on phones it is not drawn, and lazy pictures that are not drawn never load.
 */
export function GalleryMosaic({ pictures }: { pictures: readonly Queries.GalleryPictureFieldsFragment[] }) {
  const shown = pictures.flatMap((picture) => picture.image.childImageSharp?.thumb ?? []).slice(0, 3);
  if (shown.length < 3) return null;
  return (
    <Mosaic aria-hidden="true">
      {shown.map((image) => (
        <Picture key={image.images.fallback?.src} image={image} alt="" />
      ))}
    </Mosaic>
  );
}

const Mosaic = styled.div`
  display: none;
  ${media.md} {
    display: grid;
    grid-template-columns: 1.4fr 1fr;
    grid-template-rows: 1fr 1fr;
    gap: ${theme.space.sm};
    aspect-ratio: 3 / 2;
    border-radius: ${theme.radii.lg};
    overflow: hidden;
    box-shadow: ${theme.shadows.raised};
    > picture {
      height: 100%;
      aspect-ratio: auto !important;
    }
    > picture:first-child {
      grid-row: span 2;
    }
  }
`;
