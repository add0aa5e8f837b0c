import { truncateAtWord } from './text';

describe('truncateAtWord', () => {
  it('keeps text that fits', () => {
    expect(truncateAtWord('Short enough.', 160)).toBe('Short enough.');
  });
  it('cuts at the last whole word and adds an ellipsis, within the limit', () => {
    const out = truncateAtWord('Work with our front-end team on React', 20);
    expect(out).toBe('Work with our…');
    expect(out.length).toBeLessThanOrEqual(20);
  });
  it('drops trailing punctuation before the ellipsis', () => {
    expect(truncateAtWord('One, two, three four', 10)).toBe('One, two…');
  });
  it('collapses runs of whitespace', () => {
    expect(truncateAtWord('a   b\n c', 160)).toBe('a b c');
  });
});
