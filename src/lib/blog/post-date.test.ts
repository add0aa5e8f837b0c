import { parsePostDate } from './post-date';

test.each([
  // The display format becomes an ISO calendar date.
  ['28 Oct 2025', '2025-10-28'],
  ['03 Feb 2025', '2025-02-03'],
  // The last day of a month and a leap day exist.
  ['31 Dec 2026', '2026-12-31'],
  ['29 Feb 2028', '2028-02-29'],
  // Surrounding whitespace is ignored.
  [' 14 Jan 2025 ', '2025-01-14'],
])('parsePostDate(%j) is %j', (text, iso) => expect(parsePostDate(text)).toBe(iso));

test.each([
  // Days that do not exist.
  '31 Feb 2025',
  '29 Feb 2026',
  '00 Jan 2025',
  '32 Jan 2025',
  // Other formats: one-digit day, full or lower-case month, ISO, extra text, nothing.
  '3 Feb 2025',
  '03 February 2025',
  '03 feb 2025',
  '2025-02-03',
  '03 Feb 2025 10:00',
  '',
])('parsePostDate rejects %j', (text) => expect(parsePostDate(text)).toBeNull());
