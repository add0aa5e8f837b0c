/*
 * FAQ accordion state (product-rules §2 "FAQ accordion behaviour"): the index of the one open item, or
 * null; opening one closes the others; toggling the open one closes it; all start closed unless the
 * data marks one `open`.
 */

/**
 * The item open at the start: the first one the content marks `open`, otherwise none.
 * Example: `initialOpenIndex([{}, { open: true }])` → 1.
 */
export function initialOpenIndex(items: ReadonlyArray<{ open?: boolean | null }>): number | null {
  const index = items.findIndex((item) => item.open === true);
  return index === -1 ? null : index;
}

/**
 * The open item after a click on item `index`: that item, or none when it was the open one.
 * Example: `toggledIndex(2, 0)` → 0; `toggledIndex(0, 0)` → null.
 */
export function toggledIndex(openIndex: number | null, index: number): number | null {
  return openIndex === index ? null : index;
}
