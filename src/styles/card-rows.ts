import { css } from 'styled-components';
import { theme } from './theme';

type Breakpoint = keyof typeof theme.breakpoints & ('sm' | 'md' | 'lg');

/** Columns from the narrowest screen up: `{ base: 1, sm: 2, md: 3 }` (a breakpoint left out keeps the one below). */
export type RowColumns = { base: number } & Partial<Record<Breakpoint, number>>;

const ORDER: ReadonlyArray<Breakpoint> = ['sm', 'md', 'lg'];

/** One column's share of the row, as a length; `%` is the list's width. */
const columnWidth = (columns: number) => `((100% - ${columns - 1} * var(--gap)) / ${columns})`;

/**
 * The rule for a list of equal items in rows, whatever their number: items keep one width, a short last row is
 * centred, and no row holds a lone item while there are more (product-rules §2). With three or more columns, a count
 * one past a full row (7 in threes) moves one item down from the row before, so the last two rows share (3, 2, 2);
 * with two columns an odd last item takes the whole row. The count is read by the selectors (`:has`), not written
 * here, so a card an editor adds or removes keeps the rule.
 */
function rowRule(columns: number) {
  const share = `calc(${columnWidth(columns)} - 0.1px)`;
  if (columns === 1) return `& > * { flex-basis: 100%; }`;
  // The last item starts a row (count = k·columns + 1) and is not the only one.
  const lone = `&:has(> :nth-child(${columns}n + 1):last-child:not(:only-child))`;
  if (columns === 2) return `& > * { flex-basis: ${share}; } ${lone} > :last-child { flex-basis: 100%; }`;
  // Half a column and a gap on each side of the row before the last: it holds columns − 1 items, centred, and the
  // item after them wraps down beside the last one.
  const half = `calc((${columnWidth(columns)} + var(--gap)) / 2)`;
  return `& > * { flex-basis: ${share}; }
    ${lone} > :nth-last-child(${columns + 1}) { margin-inline-start: ${half}; }
    ${lone} > :nth-last-child(3) { margin-inline-end: ${half}; }`;
}

/** Flex rows of equal items under `rowRule`, each breakpoint's rule scoped to its own range of widths. */
export const cardRows = (columns: RowColumns, gap: string = theme.space.lg) => {
  const steps = [
    { min: 0, columns: columns.base },
    ...ORDER.filter((name) => columns[name] !== undefined).map((name) => ({
      min: theme.breakpoints[name],
      columns: columns[name]!,
    })),
  ];
  const ranges = steps.map((step, index) => {
    const next = steps[index + 1];
    const query = [step.min > 0 ? `(min-width: ${step.min}px)` : '', next ? `(max-width: ${next.min - 0.02}px)` : '']
      .filter(Boolean)
      .join(' and ');
    return query ? `@media ${query} { ${rowRule(step.columns)} }` : rowRule(step.columns);
  });
  return css`
    --gap: ${gap};
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: var(--gap);
    & > * {
      flex-grow: 0;
      flex-shrink: 0;
      min-width: 0;
    }
    ${ranges.join('\n')}
  `;
};
