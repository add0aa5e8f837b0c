/**
 * Decap keeps the list of a collection as it read it when the editor opened, and a save does not update it:
 * its entries reducer has no case for a persisted entry (decap-cms-core src/reducers/entries.ts, which handles
 * ENTRY_SUCCESS and ENTRIES_SUCCESS only; the report upstream, https://github.com/decaporg/decap-cms/issues/3796,
 * was closed without a fix). So a post published minutes ago still reads "Draft: …" in the list. Decap offers no
 * way to reload a list, so after a save the first return to a list reloads the page, which reads every entry
 * afresh (the page's scripts come from the browser's cache). Delete when the list shows a saved entry's new
 * summary without it (the CMS test "the list shows the state a post was published with" proves it).
 */
const SAVED = 'cms-list-stale';

/** Whether an address of the editor is a collection's list: `#/collections/blog` (not an entry, not new). */
export const isListAddress = (hash: string) => /^#\/collections\/[^/]+\/?$/.test(hash);

export function refreshListAfterSave(window: Window, register: (handler: () => void) => void): void {
  register(() => window.sessionStorage.setItem(SAVED, '1'));
  window.addEventListener('hashchange', () => {
    if (!isListAddress(window.location.hash) || !window.sessionStorage.getItem(SAVED)) return;
    window.sessionStorage.removeItem(SAVED);
    window.location.reload();
  });
}
