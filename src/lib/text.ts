/**
 * Shortens text to at most `max` characters at a word boundary, adding an ellipsis, for meta descriptions.
 * Example: `truncateAtWord('Work with our front-end team', 20)` → "Work with our…".
 */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  // Keep the last word only when the cut falls exactly at its end.
  const end = clean[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(end > 0 ? cut.slice(0, end) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}
