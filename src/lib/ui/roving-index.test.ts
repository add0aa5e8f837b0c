import { indexForKey, wrapIndex } from './roving-index';

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
  // [key, current, length, result] in a horizontal tablist: the arrow keys move, wrapping; Home and End jump.
  ['ArrowRight', 0, 6, 1],
  ['ArrowRight', 5, 6, 0],
  ['ArrowLeft', 0, 6, 5],
  ['Home', 4, 6, 0],
  ['End', 1, 6, 5],
  // Other keys, including the vertical arrows of a horizontal tablist, and an empty list: no move.
  ['ArrowDown', 1, 6, null],
  ['a', 1, 6, null],
  ['ArrowRight', 0, 0, null],
])('indexForKey(%j, %j, %j, horizontal) is %j', (key, current, length, result) =>
  expect(indexForKey(key, current, length, 'horizontal')).toBe(result),
);

test.each([
  // [key, current, length, result] between accordion buttons: down and up move, wrapping; Home and End jump.
  ['ArrowDown', 3, 10, 4],
  ['ArrowDown', 9, 10, 0],
  ['ArrowUp', 3, 10, 2],
  ['ArrowUp', 0, 10, 9],
  ['Home', 6, 10, 0],
  ['End', 2, 10, 9],
  // Enter, Space and other keys stay with the button, as do the horizontal arrows; an empty list: no move.
  ['Enter', 2, 10, null],
  [' ', 2, 10, null],
  ['Tab', 2, 10, null],
  ['ArrowRight', 2, 10, null],
  ['ArrowDown', 0, 0, null],
])('indexForKey(%j, %j, %j, vertical) is %j', (key, current, length, result) =>
  expect(indexForKey(key, current, length, 'vertical')).toBe(result),
);
