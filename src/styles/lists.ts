import { css } from 'styled-components';

// Its own module, not styles/mixins: the mixins ship whole with any one of them, and CardGrid, gridList and the
// header spell these three lines out so that pages' first-load JS stays within budgets/js-budget.json.

/** A list without bullets or indent. */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;
