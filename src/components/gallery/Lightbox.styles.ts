import styled, { createGlobalStyle } from 'styled-components';
import { KEYBOARD_FOCUS } from '../../lib/ui/keyboard-focus';
import { iconSquare } from '../../styles/mixins';
import { theme } from '../../styles/theme';

export const NoScroll = createGlobalStyle`
  body {
    overflow: hidden;
  }
`;

/** Centred in the viewport with 1rem to spare on every side, over a dark backdrop. */
export const Dialog = styled.dialog`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  max-width: calc(100% - 2 * ${theme.space.md});
  max-height: calc(100% - 2 * ${theme.space.md});
  padding: 0;
  border: none;
  overflow: visible;
  background: none;
  color: ${theme.colors.onDark};
  &::backdrop {
    background: rgba(15, 27, 61, 0.9);
  }
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

export const Counter = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${theme.colors.onDarkMuted};
`;

export const Figure = styled.figure`
  margin: 0;
`;

/** As wide as the viewport allows while the picture's height stays within about 75% of the screen. */
export const Frame = styled.div<{ $ratio: number }>`
  width: min(1200px, calc(100vw - 2rem), calc(75vh * ${({ $ratio }) => $ratio}));
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.colors.panel};
`;

export const Caption = styled.figcaption`
  margin-top: ${theme.space.sm};
  font-size: 1.0625rem;
`;

export const Nav = styled.div`
  display: flex;
  justify-content: center;
  gap: ${theme.space.md};
`;

export const IconButton = styled.button`
  ${iconSquare('48px', '50%', 'transparent', theme.colors.onDark)}
  border: 2px solid ${theme.colors.onDarkMuted};
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  &:focus-visible,
  &${KEYBOARD_FOCUS} {
    outline-color: ${theme.colors.onDark};
  }
`;
