import { Link } from 'gatsby';
import styled from 'styled-components';

export const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
`;

export const Input = styled.input`
  width: 100%;
  min-height: 48px;
  padding: 0.6rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.05rem;
`;

export const Status = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export const Hint = styled.p`
  color: ${({ theme }) => theme.colors.ink};
`;

export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const ResultLink = styled(Link)`
  font-weight: 600;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

export const Excerpt = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.ink};
  font-size: 0.95rem;
  mark {
    background: ${({ theme }) => theme.colors.amberBg};
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
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &::backdrop {
    background: rgba(8, 13, 23, 0.6);
  }
`;

export const DialogHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

export const Close = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
`;

export const Keys = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  kbd {
    font-family: ${({ theme }) => theme.fonts.mono};
    padding: 0 0.3em;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
  }
`;
