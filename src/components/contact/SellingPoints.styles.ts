import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { centredSquare, gridList } from '../../styles/mixins';

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
  ${gridList}
  gap: ${theme.space.md};
`;

export const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.md};
  align-items: start;
`;

export const Icon = styled.span`
  ${centredSquare('36px')}
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
