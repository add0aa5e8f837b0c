import { parsePostDate } from './post-date';

describe('parsePostDate', () => {
  it('turns the display format into an ISO calendar date', () => {
    expect(parsePostDate('28 Oct 2025')).toBe('2025-10-28');
    expect(parsePostDate('03 Feb 2025')).toBe('2025-02-03');
  });

  it('accepts the last day of a month and a leap day', () => {
    expect(parsePostDate('31 Dec 2026')).toBe('2026-12-31');
    expect(parsePostDate('29 Feb 2028')).toBe('2028-02-29');
  });

  it('rejects days that do not exist', () => {
    expect(parsePostDate('31 Feb 2025')).toBeNull();
    expect(parsePostDate('29 Feb 2026')).toBeNull();
    expect(parsePostDate('00 Jan 2025')).toBeNull();
    expect(parsePostDate('32 Jan 2025')).toBeNull();
  });

  it('rejects other formats: one-digit day, full or lower-case month, ISO, extra text', () => {
    expect(parsePostDate('3 Feb 2025')).toBeNull();
    expect(parsePostDate('03 February 2025')).toBeNull();
    expect(parsePostDate('03 feb 2025')).toBeNull();
    expect(parsePostDate('2025-02-03')).toBeNull();
    expect(parsePostDate('03 Feb 2025 10:00')).toBeNull();
    expect(parsePostDate('')).toBeNull();
  });

  it('ignores surrounding whitespace', () => {
    expect(parsePostDate(' 14 Jan 2025 ')).toBe('2025-01-14');
  });
});
