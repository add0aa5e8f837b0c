import { nextThemeChoice, parseThemeChoice, THEME_INIT_SCRIPT, THEME_STORAGE_KEY } from './theme-choice';

test.each([
  // Light and dark are kept; a missing or unknown value means the system theme.
  ['light', 'light'],
  ['dark', 'dark'],
  [null, 'system'],
  ['Dark', 'system'],
  ['sepia', 'system'],
])('parseThemeChoice(%j) is %j', (stored, choice) => expect(parseThemeChoice(stored)).toBe(choice));

describe('nextThemeChoice', () => {
  it('leaves the system theme for the opposite look, so the first click always changes the page', () => {
    expect(nextThemeChoice('system', false)).toBe('dark');
    expect(nextThemeChoice('system', true)).toBe('light');
  });
  it.each([
    [false, ['system', 'dark', 'light', 'system']],
    [true, ['system', 'light', 'dark', 'system']],
  ] as const)('on a system that is dark=%s cycles %j', (isSystemDark, cycle) => {
    for (let step = 0; step < 3; step += 1) expect(nextThemeChoice(cycle[step]!, isSystemDark)).toBe(cycle[step + 1]);
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
