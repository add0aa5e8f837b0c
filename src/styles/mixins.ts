import { css, type DefaultTheme } from 'styled-components';
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

const equalColumns = (count: number) => `grid-template-columns: repeat(${count}, minmax(0, 1fr));`;

/** Equal grid columns, mobile first: `gridColumns({ base: 2, md: 3, lg: 4 })`; a missing count keeps the one before. */
export const gridColumns = ({ base, sm, md, lg }: { base?: number; sm?: number; md?: number; lg?: number }) => css`
  ${base ? equalColumns(base) : ''}
  ${sm ? `${media.sm} { ${equalColumns(sm)} }` : ''}
  ${md ? `${media.md} { ${equalColumns(md)} }` : ''}
  ${lg ? `${media.lg} { ${equalColumns(lg)} }` : ''}
`;

/** A grid list of cards: 1 column on phones, 2 from sm, 3 from md. */
export const cardColumns = css`
  ${gridList}
  gap: ${({ theme }) => theme.space.lg};
  ${gridColumns({ sm: 2, md: 3 })}
`;

/** A square of the given side with its content (an icon, a step number) centred in it. */
export const centredSquare = (side: string) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${side};
  height: ${side};
`;

/** An icon on a sky-blue tile: a centred square of the given side and corner radius. */
export const iconTile = (side: string, radius: keyof DefaultTheme['radii']) => css`
  ${centredSquare(side)}
  border-radius: ${({ theme }) => theme.radii[radius]};
  background: ${({ theme }) => theme.colors.sky};
  color: ${({ theme }) => theme.colors.primaryDark};
`;

/** A small pill label at the start of a card: a job's code, a post's badge. */
export const cardLabel = css`
  align-self: flex-start;
  padding: 0.1rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.8125rem;
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
    color: ${({ theme }) => theme.colors.ink};
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

/** Stacked on phones; from md two columns (`columns`, e.g. text beside a picture), centred on each other. */
export const sideBySide = (columns: string, gap: keyof DefaultTheme['space'] = 'xl') => css`
  display: grid;
  gap: ${({ theme }) => theme.space[gap]};
  align-items: center;
  ${media.md} {
    grid-template-columns: ${columns};
  }
`;

/** A picture with large rounded corners, lifted off the page by a shadow. */
export const pictureFrame = (shadow: keyof DefaultTheme['shadows'] = 'raised') => css`
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows[shadow]};
`;

/** The small upper-case line above a heading on a dark banner. */
export const eyebrow = css`
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

/** A row that wraps onto more lines when it runs out of room (buttons, chips, links). */
export const wrapRow = (gap: keyof DefaultTheme['space']) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[gap]};
`;

/** The dark gradient band of the page heroes and the closing call to action. */
export const darkBand = css`
  background: ${({ theme }) => theme.gradients.hero};
  color: ${({ theme }) => theme.colors.onDark};
  padding: ${({ theme }) => theme.space.xxl} 0;
`;
