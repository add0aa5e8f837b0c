import styled from 'styled-components';
import { media } from '../../styles/media';

/** Card grid: 1 column on small screens, 2 at sm, 3 at md (SPEC §2); `$wide` adds a 4th at lg. */
export const CardGrid = styled.ul<{ $wide?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.lg} {
    ${({ $wide }) => ($wide ? 'grid-template-columns: repeat(4, minmax(0, 1fr));' : '')}
  }
`;
