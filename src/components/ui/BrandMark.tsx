import React from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

interface BrandMarkProps {
  mark: { hex: string; href: string } | null | undefined;
  size?: number;
  /** A wider box than `size` (the tech tiles'): a wide mark, such as a wordmark, fills it; a square one stays `size`. */
  width?: number;
  isColoured?: boolean;
}

/**
 * A technology mark from simple-icons, resolved at build time (schema `@brandIcon`) into a file of its own that the
 * browser fetches once and caches (`href`), so the drawing is in neither the page's HTML nor its JavaScript.
 */
export function BrandMark({ mark, size = 28, width = size, isColoured = false }: BrandMarkProps) {
  if (!mark) return null;
  // No viewBox of its own: the symbol's (the drawing's bounds) scales into the whole box, centred.
  return (
    <Svg
      $isColoured={isColoured}
      width={width}
      height={size}
      fill={isColoured ? `#${mark.hex}` : 'currentColor'}
      aria-hidden="true"
    >
      <use href={mark.href} />
    </Svg>
  );
}

/** Brand colours (some black or dark green) are made for white pages: they sit on a light plate. */
const Svg = styled.svg<{ $isColoured: boolean }>`
  ${({ $isColoured }) =>
    $isColoured ? `background: ${theme.colors.plate}; border-radius: ${theme.radii.sm}; padding: 2px;` : ''}
`;
