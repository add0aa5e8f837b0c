import React from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../ui/ButtonLink';
import { theme } from '../../styles/theme';

export function AllPostsLink({ children }: { children: React.ReactNode }) {
  return (
    <Centred>
      <ButtonLink to="/blog/" $variant="outline">
        {children}
      </ButtonLink>
    </Centred>
  );
}

const Centred = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space.xl};
`;
