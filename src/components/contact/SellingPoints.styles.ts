import styled from 'styled-components';
import { theme } from '../../styles/theme';

export const Panel = styled.aside`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.panel};
  color: ${theme.colors.onDarkMuted};
`;

export const Heading = styled.h2`
  font-size: 1.35rem;
  color: ${theme.colors.onDark};
  margin-bottom: ${theme.space.lg};
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
`;

export const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.md};
  align-items: start;
`;

export const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.action};
  color: ${theme.colors.onDark};
`;

export const Title = styled.h3`
  margin: 0 0 0.15rem;
  font-size: 1rem;
  color: ${theme.colors.onDark};
`;

export const Text = styled.p`
  margin: 0;
  font-size: 0.9rem;
  line-height: 1.5;
`;
