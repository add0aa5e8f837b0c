import React from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** Careers with no open job (every job closed or none listed): says so plainly, above the CV invitation. */
export function NoOpenings({ children }: { children: React.ReactNode }) {
  return <Message role="status">{children}</Message>;
}

const Message = styled.p`
  max-width: 40rem;
  margin: 0 auto;
  text-align: center;
  font-size: 1.125rem;
  color: ${theme.colors.ink};
`;
