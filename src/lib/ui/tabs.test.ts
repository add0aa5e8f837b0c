import { tabIndexForKey } from './tabs';

describe('tabIndexForKey', () => {
  it('moves right and left, wrapping at the ends', () => {
    expect(tabIndexForKey('ArrowRight', 0, 2)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 1, 2)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 2)).toBe(1);
    expect(tabIndexForKey('ArrowLeft', 1, 3)).toBe(0);
  });

  it('jumps to the first and last tab with Home and End', () => {
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
  });

  it('ignores other keys and empty lists', () => {
    expect(tabIndexForKey('Enter', 0, 2)).toBeNull();
    expect(tabIndexForKey('ArrowDown', 0, 2)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });
});
