import { css } from 'styled-components';
import { theme } from './theme';

/**
 * On phones, a list of cards becomes one row the visitor swipes through: a card and the edge of the next in view,
 * each snapping into place, every card still in the page (find-in-page, links, assistive technology). Six cards
 * take one card's height instead of six. From `sm` the list keeps its own grid. The list must be focusable or
 * hold links, so a keyboard can scroll it.
 */
export const swipeRowOnPhones = css`
  @media (max-width: ${theme.breakpoints.sm - 0.02}px) {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: 84%;
    grid-template-columns: none;
    gap: ${theme.space.md};
    align-items: stretch;
    /* The containing block of what cards position absolutely (a stretched link's hit area), so the row clips it. */
    position: relative;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scroll-padding-inline: ${theme.space.md};
    margin-inline: calc(-1 * ${theme.space.md});
    padding: 0.25rem ${theme.space.md} ${theme.space.md};
    > * {
      scroll-snap-align: start;
    }
  }
`;
