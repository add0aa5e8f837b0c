import { initialsOf, profileLinkLabel } from './author-display';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Karan Mehta')).toBe('KM');
    expect(initialsOf('amit kumar sharma')).toBe('AS');
  });

  it('handles one name, extra spaces and an empty name', () => {
    expect(initialsOf('  Neha ')).toBe('N');
    expect(initialsOf('')).toBe('');
  });
});

describe('profileLinkLabel', () => {
  it('names the network of the profile', () => {
    expect(profileLinkLabel('https://www.linkedin.com/in/amit')).toBe('Follow on LinkedIn');
    expect(profileLinkLabel('https://x.com/staropstech')).toBe('Follow on X');
    expect(profileLinkLabel('https://github.com/neha')).toBe('Follow on GitHub');
  });

  it('falls back to a neutral label for other or broken URLs', () => {
    expect(profileLinkLabel('https://example.org/me')).toBe('View profile');
    expect(profileLinkLabel('not a url')).toBe('View profile');
    expect(profileLinkLabel('https://notlinkedin.com/x')).toBe('View profile');
  });
});
