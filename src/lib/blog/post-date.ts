/** Month abbreviations of the editors' display format "DD Mon YYYY" (product-rules §3). */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * The ISO calendar date, or null for anything but a real date in the exact format, so a typo stops the build
 * instead of sorting the post wrongly. Example: `parsePostDate('28 Oct 2025')` → `'2025-10-28'`; `'31 Feb 2025'` → null.
 */
export function parsePostDate(text: string): string | null {
  const match = /^(\d{2}) ([A-Z][a-z]{2}) (\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, dd = '', mon = '', yyyy = ''] = match;
  const month = MONTHS.indexOf(mon as (typeof MONTHS)[number]);
  const date = new Date(Date.UTC(Number(yyyy), month, Number(dd)));
  // An unknown month, or a day the month does not have (31 Feb rolls over into March).
  if (month < 0 || date.getUTCMonth() !== month || date.getUTCDate() !== Number(dd)) return null;
  return `${yyyy}-${String(month + 1).padStart(2, '0')}-${dd}`;
}
