import styled from 'styled-components';
import { media } from '../../styles/media';

export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

export const Tab = styled.button`
  min-height: 44px;
  padding: 0.5rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 600;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.action};
    border-color: ${({ theme }) => theme.colors.primaryDark};
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

export const Panel = styled.div`
  &:focus-visible {
    outline-offset: 6px;
  }
`;

export const Grid = styled.ul`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: 960px;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;
