import styled from 'styled-components';
import { media } from '../../styles/media';

export const Wrapper = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.sm} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

export const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

export const Cell = styled.div<{ $isWide: boolean }>`
  ${media.sm} {
    grid-column: ${({ $isWide }) => ($isWide ? '1 / -1' : 'auto')};
  }
`;

export const Check = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export const Help = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Always in the DOM, so screen readers announce each new message in this live region. */
export const Status = styled.div<{ $tone: 'success' | 'error' }>`
  margin-top: ${({ theme }) => theme.space.md};
  &:focus {
    outline: none;
  }
  &:not(:empty) {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
    background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successBg : theme.colors.dangerBg)};
  }
`;

export const Privacy = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** "Send by e-mail instead" under a failed send's message. */
export const Fallback = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  a {
    color: inherit;
    font-weight: 700;
  }
`;
