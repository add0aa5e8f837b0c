import styled, { keyframes } from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(6px); }
  to { opacity: 1; transform: none; }
`;

export const Wrapper = styled.div`
  max-width: 1000px;
  margin: 0 auto;
`;

export const Stage = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  ${media.md} {
    grid-template-columns: auto 1fr;
  }
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
`;

export const Name = styled.span`
  font-weight: 700;
  color: ${theme.colors.navy};
`;

export const Role = styled.span`
  color: ${theme.colors.muted};
`;

export const Controls = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space.lg};
  ${media.md} {
    justify-content: flex-start;
    padding-left: calc(360px + ${theme.space.xl});
  }
`;

export const Toggle = styled.button`
  display: inline-flex;
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
`;
