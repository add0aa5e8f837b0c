import styled, { css, keyframes } from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { sideBySide } from '../ui/Hero';

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(6px); }
  to { opacity: 1; transform: none; }
`;

export const Wrapper = styled.div`
  max-width: 1000px;
  margin: 0 auto;
`;

export const Stage = styled.div`
  ${sideBySide('auto 1fr')}
`;

export const Quote = styled.figure`
  margin: 0;
  min-height: 15rem;
  display: flex;
  flex-direction: column;
  justify-content: center;
  ${media.md} {
    min-height: 0;
  }
`;

export const Review = styled.blockquote`
  margin: 0 0 ${theme.space.md};
  font-size: 1.125rem;
  color: ${theme.colors.ink};
  animation: ${fadeIn} 0.45s ease;
  p {
    margin: 0;
  }
  p::before {
    content: '“';
  }
  p::after {
    content: '”';
  }
`;

export const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  color: ${theme.colors.muted};
  span:first-child {
    font-weight: 700;
    color: ${theme.colors.navy};
  }
`;

/** Centred under the ring on phones, under the review from md. */
export const Toggle = styled.button`
  display: flex;
  margin: ${theme.space.lg} auto 0;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.5rem 1.1rem;
  border-radius: ${theme.radii.pill};
  border: 2px solid ${theme.colors.primaryDark};
  background: ${theme.colors.surface};
  color: ${theme.colors.primaryDark};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.sky};
  }
  ${media.md} {
    margin-left: calc(360px + ${theme.space.xl});
  }
`;

/** Avatars are drawn at full size and scaled down on the ring, so moving between places can animate. */
const SIZE = 132;

export const Ring = styled.div`
  --radius: 112px;
  position: relative;
  width: 300px;
  height: 300px;
  margin: 0 auto;
  border-radius: 50%;
  background: radial-gradient(circle, ${theme.colors.sky} 0 55%, transparent 56%);
  ${media.md} {
    --radius: 140px;
    width: 360px;
    height: 360px;
  }
`;

/**
 * Slot -1 is the centre; ring slots are spread evenly from the top, clockwise. The angle comes in as a custom
 * property (`ringSlotStyle`), so every avatar shares one class instead of the document carrying a 400-byte rule
 * per slot; the transform keeps the same list of functions in both states, so the move between them animates.
 */
export const Avatar = styled.button<{ $isCentral: boolean }>`
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
  transform: translate(-50%, -50%) rotate(var(--angle)) translateY(calc(-1 * var(--radius)))
    rotate(calc(-1 * var(--angle))) scale(0.45);
  ${({ $isCentral }) =>
    $isCentral &&
    css`
      transform: translate(-50%, -50%) rotate(0deg) translateY(0) rotate(0deg) scale(1);
      cursor: default;
      z-index: 1;
    `}
  &:focus-visible {
    outline-width: 6px;
    outline-offset: 4px;
  }
  &:hover:not(:disabled) {
    border-color: ${theme.colors.primary};
  }
`;

/** The monogram drawn when a person has no photograph: their initials on the hero's gradient, never a cartoon. */
export const Initial = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  background: ${theme.gradients.hero};
  color: ${theme.colors.onDark};
  font-size: 2.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
`;

export const Photo = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
