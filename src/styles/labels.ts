import { css } from 'styled-components';
import { theme } from './theme';

// Apart from mixins.ts, whose css blocks every importer ships: only the pages that use these carry them.

/** A bordered pill that is a link or button (share buttons, topic filter, page numbers); the user adds its states. */
export const pillLink = (minHeight: string, padding: string) => css`
  display: inline-flex;
  align-items: center;
  min-height: ${minHeight};
  padding: ${padding};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.primaryDark};
  text-decoration: none;
`;

/** A small upper-case label above a title (a step's name, "Written by"); the user gives its colour and margin. */
export const smallCapsLabel = css`
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
