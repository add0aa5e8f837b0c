/** At most `max` characters, cut at a word with "…". Example: `truncateText('alpha beta gamma', 12)` → `alpha beta…`. */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord || cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** Text made safe inside HTML or XML markup and attribute values. */
export const escapeMarkup = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
