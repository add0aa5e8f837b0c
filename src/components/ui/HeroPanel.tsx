import styled from 'styled-components';
import { theme } from '../../styles/theme';

// The parts of a hero's second column (`Hero`'s `aside`): a panel in the hero's own colours, so it belongs to the
// banner in either theme, with nothing that loads (no picture) and nothing that moves. Each page's panel is a
// static section of its own, so none of this is in a page's first-load JavaScript.

/** The panel: a translucent navy card on the hero's gradient. Give it `aria-labelledby` its `PanelLabel`. */
export const HeroPanel = styled.aside`
  display: grid;
  gap: ${theme.space.md};
  align-content: start;
  padding: ${theme.space.lg};
  border: 1px solid rgba(255, 255, 255, 0.28);
  border-radius: ${theme.radii.lg};
  background: rgba(10, 19, 44, 0.42);
  box-shadow: ${theme.shadows.raised};
  color: ${theme.colors.onDark};
  a {
    color: ${theme.colors.onDark};
    font-weight: 600;
  }
`;

/** The panel's name, small and upper-case ("Open roles", "Newest post"). */
export const PanelLabel = styled.h2`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.onDarkMuted};
`;

/** A figure that carries the panel: "−20%", "3 open roles". */
export const BigFigure = styled.p`
  margin: 0;
  font-size: clamp(2.5rem, 5vw, 3.75rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.02em;
`;

/** The line under a `BigFigure`, or a panel's heading-sized line. */
export const PanelLead = styled.p`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 600;
  line-height: 1.35;
`;

/** Quieter text: a date, a reading time, a case study's title. */
export const PanelMuted = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${theme.colors.onDarkMuted};
`;

/** Rows of the panel (figures, roles, steps): hairlines between them. */
export const PanelList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  li {
    display: flex;
    gap: ${theme.space.md};
    align-items: baseline;
    padding-block: 0.55rem;
    border-top: 1px solid rgba(255, 255, 255, 0.16);
  }
`;

/** A short value at the start of a `PanelList` row ("< 1 hour", "Day 1"). */
export const RowValue = styled.strong`
  flex: none;
  min-width: 7rem;
  font-size: 1.0625rem;
  font-weight: 700;
`;
