import styled from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

/** 1, 2 (sm) or 3 (md) columns (product-rules §2); an incomplete last row is centred. Extend with `--columns`. */
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
