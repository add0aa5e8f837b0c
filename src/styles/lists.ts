import { css } from 'styled-components';

// Its own module, not styles/mixins: card grids on pages that import no other mixin stay free of them all.

/** A list without bullets or indent. */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;
