import { stripNullBytes } from './null-bytes';

describe('stripNullBytes', () => {
  it('removes the NUL padding React leaves before a multi-byte character', () => {
    expect(stripNullBytes('2020<!-- -->\u0000\u0000–<!-- -->2026')).toBe('2020<!-- -->–<!-- -->2026');
  });
  it('returns clean HTML unchanged', () => {
    expect(stripNullBytes('<p>© 2026</p>')).toBe('<p>© 2026</p>');
  });
});
