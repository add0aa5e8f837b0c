import { indexForKey } from './roving-index';

/**
 * FAQ accordion state (product-rules §2 "FAQ accordion behaviour"): at most one item open; opening one closes
 * the others; toggling the open one closes it; all start closed unless the data marks one `open`.
 */
export interface AccordionState {
  /** Index of the open item, or null when every item is closed. */
  openIndex: number | null;
}

export type AccordionAction = { type: 'toggle'; index: number } | { type: 'closeAll' };

/**
 * The starting state from the content: the first item marked `open`, otherwise all closed.
 * Example: `initAccordion([{}, { open: true }])` → `{ openIndex: 1 }`.
 */
export function initAccordion(items: ReadonlyArray<{ open?: boolean | null }>): AccordionState {
  const index = items.findIndex((item) => item.open === true);
  return { openIndex: index === -1 ? null : index };
}

/**
 * Example: `accordionReducer({ openIndex: 2 }, { type: 'toggle', index: 0 })` → `{ openIndex: 0 }`;
 * toggling index 0 again → `{ openIndex: null }`.
 */
export function accordionReducer(state: AccordionState, action: AccordionAction): AccordionState {
  switch (action.type) {
    case 'toggle':
      if (!Number.isInteger(action.index) || action.index < 0) return state;
      return { openIndex: state.openIndex === action.index ? null : action.index };
    case 'closeAll':
      return state.openIndex === null ? state : { openIndex: null };
  }
}

/**
 * Which header button a key moves focus to (WAI-ARIA accordion pattern: arrows wrap, Home/End jump);
 * null for any other key, so Enter and Space keep their native button behaviour.
 * Example: `focusTargetFor('ArrowDown', 9, 10)` → `0`.
 */
export function focusTargetFor(key: string, current: number, count: number): number | null {
  return indexForKey(key, current, count, 'ArrowDown', 'ArrowUp');
}
