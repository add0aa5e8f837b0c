import { isOverLimits, pictureSizeMessage, PICTURE_LIMITS, sizeText } from './picture-size';

const picture = (bytes: number, width: number | null, height: number | null) => ({
  name: 'photo.png',
  bytes,
  width,
  height,
});
const MB = 1024 * 1024;

describe('picture size limits', () => {
  it('writes sizes as editors read them', () => {
    expect(sizeText(25.3 * MB)).toBe('25.3 MB');
    expect(sizeText(PICTURE_LIMITS.bytes)).toBe('5 MB');
    expect(sizeText(81_000)).toBe('79 KB');
  });

  it('says nothing about a picture within 5 MB and 3000 pixels, edges included', () => {
    expect(pictureSizeMessage(picture(5 * MB, 3000, 3000), null)).toBeNull();
    expect(pictureSizeMessage(picture(100, null, null), null)).toBeNull();
  });

  it('warns about a picture over either limit, with its size, the limits and what was done', () => {
    expect(isOverLimits(picture(5 * MB + 1, 100, 100))).toBe(true);
    expect(isOverLimits(picture(100, 100, 3001))).toBe(true);
    const shrunk = pictureSizeMessage(picture(25 * MB, 4000, 2000), picture(1.2 * MB, 2400, 1200));
    expect(shrunk).toContain('“photo.png” is 25 MB and 4000 × 2000 pixels.');
    expect(shrunk).toContain('at most 5 MB and 3000 pixels');
    expect(shrunk).toContain('It was made smaller before upload: 1.2 MB and 2400 × 1200 pixels.');
    expect(pictureSizeMessage(picture(6 * MB, null, null), null)).toMatch(
      /“photo.png” is 6 MB\. .* could not make this kind of picture smaller/,
    );
  });

  it('never uses upper case or file paths', () => {
    const message = pictureSizeMessage(picture(25 * MB, 4000, 2000), null)!;
    expect(message).not.toMatch(/[A-Z]{3,}|docs\/|\.md\b/);
  });
});
