import styled from 'styled-components';
import { bareList, pillLink, wrapRow } from '../../styles/mixins';

export const Box = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  @media print {
    display: none;
  }
`;

export const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.navy};
`;

export const List = styled.ul`
  ${bareList}
  ${wrapRow('sm')}
`;

export const Action = styled.a`
  ${pillLink}
  gap: 0.4rem;
  min-height: 40px;
  padding: 0.25rem 0.9rem;
  color: ${({ theme }) => theme.colors.primaryDark};
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

/** The live region: "Copied" after the link is copied; empty otherwise, and reserved so nothing moves. */
export const Status = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.success};
`;
