import styled from 'styled-components';

export const Panel = styled.aside`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.panel};
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

export const Heading = styled.h2`
  font-size: 1.35rem;
  color: ${({ theme }) => theme.colors.onDark};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

export const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.action};
  color: ${({ theme }) => theme.colors.onDark};
`;

export const Title = styled.h3`
  margin: 0 0 0.15rem;
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.onDark};
`;

export const Text = styled.p`
  margin: 0;
  font-size: 0.9rem;
  line-height: 1.5;
`;
