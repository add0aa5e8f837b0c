import { Link } from 'gatsby';
import styled, { css } from 'styled-components';
import { theme } from '../../styles/theme';

type Variant = { $variant?: 'primary' | 'light' | 'outline' };

const buttonStyles = css<Variant>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.65rem 1.35rem;
  border-radius: ${theme.radii.pill};
  font-weight: 600;
  text-decoration: none;
  border: 2px solid transparent;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;
  ${({ $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.action};
          color: ${theme.colors.onDark};
          &:hover {
            background: ${theme.colors.panel};
          }
        `
      : $variant === 'light'
        ? css`
            background: ${theme.colors.onDark};
            color: ${theme.colors.panel};
            &:hover {
              background: ${theme.colors.onDarkMuted};
            }
          `
        : css`
            background: transparent;
            color: ${theme.colors.primaryDark};
            border-color: currentColor;
            &:hover {
              background: ${theme.colors.sky};
            }
          `}
`;

/** Internal call-to-action link that looks like a button. */
export const ButtonLink = styled(Link)<Variant>`
  ${buttonStyles}
`;

/** A mailto:, tel: or another site's address that looks like a button (Gatsby's Link is for site pages only). */
export const ButtonAnchor = styled.a<Variant>`
  ${buttonStyles}
`;

/** Native button with the same look. */
export const Button = styled.button<Variant>`
  ${buttonStyles}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
