import styled, { css } from 'styled-components';
import { theme } from '../../styles/theme';

/** `segmented`: one pill holding the tabs (blog); `pills`: separate bordered pills (home). */
type Variant = { $variant: 'segmented' | 'pills' };

export const TabList = styled.div<Variant>`
  ${({ $variant }) =>
    $variant === 'segmented'
      ? css`
          display: inline-flex;
          gap: ${theme.space.xs};
          margin-bottom: ${theme.space.lg};
          padding: ${theme.space.xs};
          border-radius: ${theme.radii.pill};
          background: ${theme.colors.surfaceAlt};
          border: 1px solid ${theme.colors.border};
        `
      : css`
          display: flex;
          flex-wrap: wrap;
          justify-content: center;
          gap: ${theme.space.sm};
          margin-bottom: ${theme.space.xl};
        `}
`;

export const Tab = styled.button<Variant>`
  min-height: 44px;
  padding: 0.5rem 1.25rem;
  border-radius: ${theme.radii.pill};
  font-weight: 600;
  cursor: pointer;
  ${({ $variant }) =>
    $variant === 'segmented'
      ? css`
          min-width: 6rem;
          border: 0;
          background: transparent;
          color: ${theme.colors.ink};
          &:hover:not([aria-selected='true']) {
            background: ${theme.colors.sky};
          }
        `
      : css`
          border: 2px solid ${theme.colors.border};
          background: ${theme.colors.surface};
          color: ${theme.colors.navy};
          transition:
            background-color 0.15s ease,
            color 0.15s ease;
          &[aria-selected='true'] {
            border-color: ${theme.colors.primaryDark};
          }
        `}
  &[aria-selected='true'] {
    background: ${theme.colors.action};
    color: ${theme.colors.onDark};
  }
`;

export const Panel = styled.div<Variant>`
  &:focus-visible {
    ${({ $variant }) => ($variant === 'pills' ? 'outline-offset: 6px;' : '')}
  }
`;
