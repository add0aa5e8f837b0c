import { css } from 'styled-components';
import { media } from './media';

/** The surface every card shares: hairline border, medium radius, surface colour, soft shadow. */
export const cardSurface = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/**
 * A card that is one link (see `stretchedLink`): it rises on hover and the focus ring goes round the
 * whole card rather than the link text.
 */
export const linkCard = css`
  ${cardSurface}
  position: relative;
  transition: box-shadow 0.15s ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
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

/** A list without bullets or indent, for lists laid out as rows or grids. */
export const bareList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A bare list laid out as a grid; the user sets the gap and columns. */
export const gridList = css`
  ${bareList}
  display: grid;
`;

/** A grid list of cards: 1 column on phones, 2 from sm, 3 from md. */
export const cardColumns = css`
  ${gridList}
  gap: ${({ theme }) => theme.space.lg};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A square of the given side with its content (an icon, a step number) centred in it. */
export const centredSquare = (side: string) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${side};
  height: ${side};
`;

/** A wrapping row of small outlined chips: a job's skills and tags. */
export const chipList = css`
  ${bareList}
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  li {
    padding: 0.15rem 0.65rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: 0.875rem;
  }
`;

/** An outlined pill link or button on the surface colour (jump links, share actions). */
export const pillLink = css`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A full-width text field or select, 48px tall (search boxes). */
export const formControl = css`
  width: 100%;
  min-height: 48px;
  padding: 0.6rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
`;
