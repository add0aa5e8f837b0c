import styled from 'styled-components';
import { pillLink } from '../../styles/labels';
import { theme } from '../../styles/theme';

export const Box = styled.section`
  margin-top: ${theme.space.xl};
  @media print {
    display: none;
  }
`;

export const Heading = styled.h2`
  margin-bottom: ${theme.space.sm};
  font-size: 1rem;
`;

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Action = styled.a`
  ${pillLink('40px', '0.25rem 0.9rem')}
  background: ${theme.colors.surface};
  font-size: 0.9375rem;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.primary};
    text-decoration: underline;
  }
`;

/** The live region: "Copied" after the link is copied; empty otherwise, and reserved so nothing moves. */
export const Status = styled.p`
  min-height: 1.5em;
  margin: ${theme.space.xs} 0 0;
  font-size: 0.875rem;
  color: ${theme.colors.success};
`;
