import styled from 'styled-components';
import { media } from '../../styles/media';

interface Columns {
  base: number;
  sm?: number;
  md?: number;
}

/** Cards: 1 column on small screens, 2 at sm, 3 at md (product-rules §2). */
const CARD_COLUMNS: Columns = { base: 1, sm: 2, md: 3 };

/**
 * A grid whose rows wrap and whose incomplete last row is centred, so any number of items an editor adds
 * (1, 4, 7…) looks intended. `$columns` sets the columns from each breakpoint up (cards by default).
 */
export const CardGrid = styled.ul<{ $columns?: Columns }>`
  --columns: ${({ $columns = CARD_COLUMNS }) => $columns.base};
  --gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--gap);
  & > * {
    flex: 0 0 calc((100% - (var(--columns) - 1) * var(--gap)) / var(--columns) - 0.1px);
    min-width: 0;
  }
  ${({ $columns = CARD_COLUMNS }) => ($columns.sm ? `${media.sm} { --columns: ${$columns.sm}; }` : '')}
  ${({ $columns = CARD_COLUMNS }) => ($columns.md ? `${media.md} { --columns: ${$columns.md}; }` : '')}
`;
