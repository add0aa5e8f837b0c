import { nextThemeChoice, parseThemeChoice, THEME_INIT_SCRIPT, THEME_STORAGE_KEY } from './theme-choice';

describe('parseThemeChoice', () => {
  it('keeps light and dark', () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('dark')).toBe('dark');
  });
  it('treats a missing or unknown value as the system theme', () => {
    expect(parseThemeChoice(null)).toBe('system');
    expect(parseThemeChoice('Dark')).toBe('system');
    expect(parseThemeChoice('sepia')).toBe('system');
  });
});

describe('nextThemeChoice', () => {
  it('cycles system, light, dark and back', () => {
    expect(nextThemeChoice('system')).toBe('light');
    expect(nextThemeChoice('light')).toBe('dark');
    expect(nextThemeChoice('dark')).toBe('system');
  });
});

describe('THEME_INIT_SCRIPT', () => {
  const run = () => new Function(THEME_INIT_SCRIPT)() as void;
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });
  it('applies a remembered light or dark choice to <html>', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    run();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
  it('leaves <html> alone for the system theme or a tampered value', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '"><script>');
    run();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });
  it('does not throw when storage is blocked', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(run).not.toThrow();
    spy.mockRestore();
  });
});
