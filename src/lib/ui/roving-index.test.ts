import { tabIndexForKey, wrapIndex } from './roving-index';

describe('wrapIndex', () => {
  it('steps forward and back', () => {
    expect(wrapIndex(2, 1, 6)).toBe(3);
    expect(wrapIndex(2, -1, 6)).toBe(1);
  });
  it('wraps at both ends', () => {
    expect(wrapIndex(5, 1, 6)).toBe(0);
    expect(wrapIndex(0, -1, 6)).toBe(5);
    expect(wrapIndex(0, -13, 6)).toBe(5);
  });
  it('returns 0 for an empty list', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('tabIndexForKey', () => {
  it('moves with the arrow keys, wrapping', () => {
    expect(tabIndexForKey('ArrowRight', 0, 6)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 5, 6)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 6)).toBe(5);
  });
  it('jumps with Home and End', () => {
    expect(tabIndexForKey('Home', 4, 6)).toBe(0);
    expect(tabIndexForKey('End', 1, 6)).toBe(5);
  });
  it('ignores other keys, including vertical arrows of a horizontal tablist', () => {
    expect(tabIndexForKey('ArrowDown', 1, 6)).toBeNull();
    expect(tabIndexForKey('a', 1, 6)).toBeNull();
  });
  it('returns null for an empty list', () => {
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });
});
