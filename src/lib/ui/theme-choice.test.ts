import { nextThemeChoice, parseThemeChoice, THEME_INIT_SCRIPT, THEME_STORAGE_KEY } from './theme-choice';

test.each([
  // Light and dark are kept; a missing or unknown value means the system theme.
  ['light', 'light'],
  ['dark', 'dark'],
  [null, 'system'],
  ['Dark', 'system'],
  ['sepia', 'system'],
])('parseThemeChoice(%j) is %j', (stored, choice) => expect(parseThemeChoice(stored)).toBe(choice));

it('nextThemeChoice cycles system, light, dark and back', () => {
  expect((['system', 'light', 'dark'] as const).map(nextThemeChoice)).toEqual(['light', 'dark', 'system']);
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
