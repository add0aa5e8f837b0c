import { Link } from 'gatsby';
import styled from 'styled-components';
import { cardSurface, fieldBox, gridList, iconSquare } from '../../styles/mixins';
import { theme } from '../../styles/theme';

export const Label = styled.label`
  display: block;
  margin-bottom: ${theme.space.xs};
  font-weight: 600;
  color: ${theme.colors.navy};
`;

export const Input = styled.input`
  ${fieldBox('48px', '0.6rem 0.9rem', theme.colors.muted)}
  font-size: 1.05rem;
`;

export const Status = styled.p`
  margin: ${theme.space.md} 0 ${theme.space.sm};
  color: ${theme.colors.muted};
`;

export const List = styled.ol`
  ${gridList}
  gap: ${theme.space.sm};
  li {
    padding: ${theme.space.sm} 0;
    border-top: 1px solid ${theme.colors.border};
  }
`;

export const ResultLink = styled(Link)`
  font-weight: 600;
  font-size: 1.05rem;
  color: ${theme.colors.primaryDark};
`;

export const Excerpt = styled.p`
  margin: ${theme.space.xs} 0 0;
  font-size: 0.95rem;
  mark {
    background: ${theme.colors.amberBg};
    color: inherit;
    font-weight: 600;
    padding: 0 0.1em;
    border-radius: 2px;
  }
`;

export const Dialog = styled.dialog`
  width: min(680px, calc(100vw - 2rem));
  max-height: min(80vh, 720px);
  margin: 10vh auto auto;
  ${cardSurface}
  padding: ${theme.space.lg};
  color: ${theme.colors.ink};
  box-shadow: ${theme.shadows.raised};
  &::backdrop {
    background: rgba(8, 13, 23, 0.6);
  }
`;

export const DialogHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.sm};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

export const Close = styled.button`
  ${iconSquare('44px', theme.radii.sm, 'transparent', theme.colors.ink)}
  border: 1px solid ${theme.colors.border};
  cursor: pointer;
`;

export const Keys = styled.p`
  margin: ${theme.space.md} 0 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
  kbd {
    font-family: ${theme.fonts.mono};
    padding: 0 0.3em;
    border: 1px solid ${theme.colors.border};
    border-radius: 4px;
  }
`;
