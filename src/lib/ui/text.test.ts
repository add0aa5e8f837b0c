import { truncateText } from './text';

describe('truncateText', () => {
  it('keeps text that fits, with whitespace collapsed', () => {
    expect(truncateText('alpha  beta', 20)).toBe('alpha beta');
    expect(truncateText('exactly ten', 11)).toBe('exactly ten');
  });

  it('cuts at a word boundary and adds an ellipsis within the limit', () => {
    const out = truncateText('alpha beta gamma', 12);
    expect(out).toBe('alpha beta…');
    expect(out.length).toBeLessThanOrEqual(12);
  });

  it('drops trailing punctuation before the ellipsis and cuts a single long word', () => {
    expect(truncateText('alpha; beta gamma', 10)).toBe('alpha…');
    expect(truncateText('supercalifragilistic', 6)).toBe('super…');
  });
});
