/** The keyboard shortcuts that open site search (issue 14 item 1); in every page's bundle, so tiny. */

export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The key went to an input, textarea, select or editable element. */
  isTyping: boolean;
}

/** "/" or Ctrl/Cmd-K open search, but never while the visitor is typing in a field. */
export function isSearchShortcut({ key, ctrlKey, metaKey, altKey, isTyping }: ShortcutKey): boolean {
  if (isTyping || altKey) return false;
  if (key === '/') return !ctrlKey && !metaKey;
  return key.toLowerCase() === 'k' && (ctrlKey || metaKey);
}
