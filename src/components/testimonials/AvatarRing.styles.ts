import styled, { css } from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

/** Avatars are drawn at full size and scaled down on the ring, so moving between places can animate. */
const SIZE = 132;

export const Ring = styled.div`
  --radius: 112px;
  position: relative;
  width: 300px;
  height: 300px;
  margin: 0 auto;
  flex: none;
  border-radius: 50%;
  background: radial-gradient(circle, ${theme.colors.sky} 0 55%, transparent 56%);
  ${media.md} {
    --radius: 140px;
    width: 360px;
    height: 360px;
  }
`;

/** Slot -1 is the centre; ring slots are spread evenly from the top, clockwise. */
export const Avatar = styled.button<{ $slot: number; $count: number }>`
  position: absolute;
  top: 50%;
  left: 50%;
  width: ${SIZE}px;
  height: ${SIZE}px;
  padding: 0;
  border: 4px solid ${theme.colors.surface};
  border-radius: 50%;
  overflow: hidden;
  background: ${theme.colors.sky};
  box-shadow: ${theme.shadows.card};
  cursor: pointer;
  transition: transform 0.6s ease;
  ${({ $slot, $count }) => {
    if ($slot < 0) {
      return css`
        transform: translate(-50%, -50%) rotate(0deg) translateY(0) rotate(0deg) scale(1);
        cursor: default;
        z-index: 1;
      `;
    }
    const angle = (360 / Math.max(1, $count)) * $slot;
    return css`
      transform: translate(-50%, -50%) rotate(${angle}deg) translateY(calc(-1 * var(--radius))) rotate(${-angle}deg)
        scale(0.45);
    `;
  }}
  &:focus-visible {
    outline-width: 6px;
    outline-offset: 4px;
  }
  &:hover:not(:disabled) {
    border-color: ${theme.colors.primary};
  }
`;

export const Initial = styled.span`
  font-size: 3rem;
  font-weight: 700;
  color: ${theme.colors.primaryDark};
`;

export const Photo = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
