import styled from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

/**
 * Card grid: 1 column on small screens, 2 at sm, 3 at md (product-rules §2). Rows wrap and an incomplete
 * last row is centred, so any number of cards an editor adds (1, 4, 7…) looks intended. Other counts of
 * columns extend it and set `--columns` per breakpoint (StatsCounters).
 */
export const CardGrid = styled.ul`
  --columns: 1;
  --gap: ${theme.space.lg};
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
  ${media.sm} {
    --columns: 2;
  }
  ${media.md} {
    --columns: 3;
  }
`;
