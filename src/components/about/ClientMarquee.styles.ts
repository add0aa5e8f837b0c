import styled, { keyframes } from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

const slide = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
`;

export const Viewport = styled.div`
  width: 100%;
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, black 8%, black 92%, transparent);
`;

export const Track = styled.div<{ $isPaused: boolean }>`
  display: flex;
  width: max-content;
  animation: ${slide} 40s linear infinite;
  animation-play-state: ${({ $isPaused }) => ($isPaused ? 'paused' : 'running')};
  &:hover {
    animation-play-state: paused;
  }
  ${media.reducedMotion} {
    animation: none;
  }
`;

export const Set = styled.ul`
  display: flex;
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Logo = styled.li`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 220px;
  height: 96px;
  padding: 0 ${theme.space.lg};
  /* Logos are drawn for white pages; in the dark theme they sit on a light plate. */
  & > picture {
    background: ${theme.colors.plate};
    border-radius: ${theme.radii.sm};
  }
`;

export const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0.25rem 0.9rem;
  border: none;
  background: transparent;
  color: ${theme.colors.primaryDark};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  ${media.reducedMotion} {
    display: none;
  }
`;
