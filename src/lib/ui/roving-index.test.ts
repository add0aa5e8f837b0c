import { tabIndexForKey, wrapIndex } from './roving-index';

test.each([
  // [index, delta, length, result]: steps forward and back, wraps at both ends, 0 for an empty list.
  [2, 1, 6, 3],
  [2, -1, 6, 1],
  [5, 1, 6, 0],
  [0, -1, 6, 5],
  [0, -13, 6, 5],
  [0, 1, 0, 0],
])('wrapIndex(%j, %j, %j) is %j', (index, delta, length, result) =>
  expect(wrapIndex(index, delta, length)).toBe(result),
);

test.each([
  // [key, current, length, result]: the arrow keys move, wrapping; Home and End jump.
  ['ArrowRight', 0, 6, 1],
  ['ArrowRight', 5, 6, 0],
  ['ArrowLeft', 0, 6, 5],
  ['Home', 4, 6, 0],
  ['End', 1, 6, 5],
  // Other keys, including the vertical arrows of a horizontal tablist, and an empty list: no move.
  ['ArrowDown', 1, 6, null],
  ['a', 1, 6, null],
  ['ArrowRight', 0, 0, null],
])('tabIndexForKey(%j, %j, %j) is %j', (key, current, length, result) =>
  expect(tabIndexForKey(key, current, length)).toBe(result),
);
