import { css } from 'styled-components';
import { media } from './media';
import { theme } from './theme';

// A module's css blocks are not tree-shaken: whoever imports one mixin ships them all, so the header and the
// post's first-load components spell out their few declarations instead.

/** The surface every card shares: hairline border, medium radius, surface colour, soft shadow. */
export const cardSurface = css`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
`;

/** A card that is one link (`stretchedLink`): it rises on hover and the focus ring goes round the whole card. */
export const linkCard = css`
  ${cardSurface}
  position: relative;
  transition: box-shadow 0.15s ease;
  &:hover {
    box-shadow: ${theme.shadows.raised};
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A link whose hit area covers its `linkCard`, so the whole card is one large click target. */
export const stretchedLink = css`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

/** A list without bullets or indent, laid out as a grid; the user sets the gap and columns. */
export const gridList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

/** A card list of one column on phones, two from `sm` and three from `md` (process steps, job results). */
export const threeColumnList = css`
  ${gridList}
  gap: ${theme.space.lg};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A square of the given side with its content (an icon, a number) centred in it. */
export const centredSquare = (side: string) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${side};
  height: ${side};
`;

/** A `centredSquare` with its corner radius and colours: icon tiles, numbered step markers, round icon buttons. */
export const iconSquare = (side: string, radius: string, background: string, color: string) => css`
  ${centredSquare(side)}
  border-radius: ${radius};
  background: ${background};
  color: ${color};
`;

/** A text field's box (careers search, site search, enquiry form); they differ in height, padding and border. */
export const fieldBox = (minHeight: string, padding: string, borderColor: string) => css`
  width: 100%;
  min-height: ${minHeight};
  padding: ${padding};
  border: 1px solid ${borderColor};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
`;
