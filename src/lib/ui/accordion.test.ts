import { accordionReducer, focusTargetFor, initAccordion } from './accordion';

describe('initAccordion', () => {
  it('starts with every item closed when no item is marked open', () => {
    expect(initAccordion([{}, { open: false }, { open: null }])).toEqual({ openIndex: null });
  });

  it('starts with the item the data marks open', () => {
    expect(initAccordion([{}, {}, { open: true }])).toEqual({ openIndex: 2 });
  });

  it('opens only the first marked item if the data marks several', () => {
    expect(initAccordion([{ open: true }, { open: true }])).toEqual({ openIndex: 0 });
  });

  it('handles an empty list', () => {
    expect(initAccordion([])).toEqual({ openIndex: null });
  });
});

describe('accordionReducer', () => {
  it('opens a closed item when all are closed', () => {
    expect(accordionReducer({ openIndex: null }, { type: 'toggle', index: 3 })).toEqual({ openIndex: 3 });
  });

  it('closes the other item when another one opens (one open at a time)', () => {
    expect(accordionReducer({ openIndex: 1 }, { type: 'toggle', index: 4 })).toEqual({ openIndex: 4 });
  });

  it('closes the open item when it is toggled again', () => {
    expect(accordionReducer({ openIndex: 4 }, { type: 'toggle', index: 4 })).toEqual({ openIndex: null });
  });

  it('treats index 0 as a real item, not as "none"', () => {
    const opened = accordionReducer({ openIndex: null }, { type: 'toggle', index: 0 });
    expect(opened).toEqual({ openIndex: 0 });
    expect(accordionReducer(opened, { type: 'toggle', index: 0 })).toEqual({ openIndex: null });
  });

  it('ignores an invalid index', () => {
    const state = { openIndex: 2 };
    expect(accordionReducer(state, { type: 'toggle', index: -1 })).toBe(state);
    expect(accordionReducer(state, { type: 'toggle', index: 1.5 })).toBe(state);
  });

  it('closes everything on closeAll, keeping the same object when nothing is open', () => {
    expect(accordionReducer({ openIndex: 5 }, { type: 'closeAll' })).toEqual({ openIndex: null });
    const closed = { openIndex: null };
    expect(accordionReducer(closed, { type: 'closeAll' })).toBe(closed);
  });
});

describe('focusTargetFor', () => {
  it('moves down and wraps from the last item to the first', () => {
    expect(focusTargetFor('ArrowDown', 3, 10)).toBe(4);
    expect(focusTargetFor('ArrowDown', 9, 10)).toBe(0);
  });

  it('moves up and wraps from the first item to the last', () => {
    expect(focusTargetFor('ArrowUp', 3, 10)).toBe(2);
    expect(focusTargetFor('ArrowUp', 0, 10)).toBe(9);
  });

  it('jumps to the first and last items with Home and End', () => {
    expect(focusTargetFor('Home', 6, 10)).toBe(0);
    expect(focusTargetFor('End', 2, 10)).toBe(9);
  });

  it('leaves Enter, Space and other keys to the button', () => {
    expect(focusTargetFor('Enter', 2, 10)).toBeNull();
    expect(focusTargetFor(' ', 2, 10)).toBeNull();
    expect(focusTargetFor('Tab', 2, 10)).toBeNull();
  });

  it('returns null when there are no items', () => {
    expect(focusTargetFor('ArrowDown', 0, 0)).toBeNull();
  });
});
