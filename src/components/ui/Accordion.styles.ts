import styled from 'styled-components';
import { KEYBOARD_FOCUS } from '../../lib/ui/keyboard-focus';
import { theme } from '../../styles/theme';

export const List = styled.div`
  max-width: 52rem;
  margin: 0 auto;
  border-top: 1px solid ${theme.colors.border};
`;

export const Item = styled.div<{ $isOpen: boolean }>`
  border-bottom: 1px solid ${theme.colors.border};
  background: ${({ $isOpen }) => ($isOpen ? theme.colors.surface : 'transparent')};
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
`;

export const Trigger = styled.button`
  display: flex;
  width: 100%;
  min-height: 44px;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.sm};
  border: 0;
  background: transparent;
  color: ${theme.colors.navy};
  font-weight: 600;
  line-height: 1.4;
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.primaryDark};
  }
  &:focus-visible,
  &${KEYBOARD_FOCUS} {
    outline-offset: -3px;
  }
  svg {
    flex-shrink: 0;
    color: ${theme.colors.primaryDark};
    transition: transform 0.2s ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const Panel = styled.div`
  padding: 0 ${theme.space.sm} ${theme.space.md};
  color: ${theme.colors.muted};
  p {
    margin: 0;
    max-width: 46rem;
  }
`;
