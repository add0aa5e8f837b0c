/** The keyboard shortcuts that open site search (product-rules §10 Search); in every page's bundle, so tiny. */

/**
 * "/" or Ctrl/Cmd-K open search, but never while the visitor is typing (`isTyping`: the key went to an
 * input, textarea, select or editable element). Example: `isSearchShortcut({ key: 'k', ctrlKey: true, … }, false)` → true.
 */
export function isSearchShortcut(
  { key, ctrlKey, metaKey, altKey }: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  isTyping: boolean,
): boolean {
  if (isTyping || altKey) return false;
  if (key === '/') return !ctrlKey && !metaKey;
  return key.toLowerCase() === 'k' && (ctrlKey || metaKey);
}
