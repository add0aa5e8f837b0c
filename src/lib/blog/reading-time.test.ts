import { countWords, readingTimeMinutes } from './reading-time';

describe('countWords', () => {
  it('counts runs of non-whitespace like wc -w', () => {
    expect(countWords('Hello  big\nworld')).toBe(3);
    expect(countWords('```bash\nsudo apt update\n```')).toBe(5);
  });

  it('is 0 for an empty or blank body', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' \n\t ')).toBe(0);
  });
});

describe('readingTimeMinutes', () => {
  it('divides by 200 and rounds up', () => {
    expect(readingTimeMinutes(200)).toBe(1);
    expect(readingTimeMinutes(201)).toBe(2);
    expect(readingTimeMinutes(1123)).toBe(6);
  });

  it('never says 0 minutes', () => {
    expect(readingTimeMinutes(0)).toBe(1);
    expect(readingTimeMinutes(1)).toBe(1);
  });
});
