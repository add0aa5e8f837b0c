import styled from 'styled-components';
import { cardRows } from '../../styles/card-rows';

/** 1, 2 (sm) or 3 (md) columns (product-rules §2), rows under `cardRows`: a short last row centred, never a lone card. */
export const CardGrid = styled.ul`
  ${cardRows({ base: 1, sm: 2, md: 3 })}
`;
