import { initialOpenIndex, toggledIndex } from './accordion';

describe('initialOpenIndex', () => {
  it('starts with every item closed when no item is marked open', () => {
    expect(initialOpenIndex([{}, { open: false }, { open: null }])).toBeNull();
  });

  it('starts with the item the data marks open', () => {
    expect(initialOpenIndex([{}, {}, { open: true }])).toBe(2);
  });

  it('opens only the first marked item if the data marks several', () => {
    expect(initialOpenIndex([{ open: true }, { open: true }])).toBe(0);
  });

  it('handles an empty list', () => {
    expect(initialOpenIndex([])).toBeNull();
  });
});

describe('toggledIndex', () => {
  it('opens a closed item when all are closed', () => {
    expect(toggledIndex(null, 3)).toBe(3);
  });

  it('closes the other item when another one opens (one open at a time)', () => {
    expect(toggledIndex(1, 4)).toBe(4);
  });

  it('closes the open item when it is toggled again', () => {
    expect(toggledIndex(4, 4)).toBeNull();
  });

  it('treats index 0 as a real item, not as "none"', () => {
    const opened = toggledIndex(null, 0);
    expect(opened).toBe(0);
    expect(toggledIndex(opened, 0)).toBeNull();
  });
});
