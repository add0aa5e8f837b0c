import { css } from 'styled-components';
import { theme } from './theme';

/** Media queries for styled-components; mobile-first (`up`) plus the 768px collapse point. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
  md: `@media (min-width: ${theme.breakpoints.md}px)`,
  lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
  mobile: `@media (max-width: ${theme.breakpoints.mobileMax}px)`,
  desktop: `@media (min-width: ${theme.breakpoints.mobileMax + 1}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** A picture and the text about it: stacked on phones, side by side from sm (an author's portrait and details). */
export const pictureBesideText = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  ${media.sm} {
    flex-direction: row;
    align-items: flex-start;
  }
`;
