import { isSearchShortcut } from './search-shortcut';

describe('isSearchShortcut', () => {
  const key = ({
    isTyping = false,
    ...over
  }: Partial<Parameters<typeof isSearchShortcut>[0]> & { isTyping?: boolean }) =>
    isSearchShortcut({ key: '/', ctrlKey: false, metaKey: false, altKey: false, ...over }, isTyping);
  it('opens on "/" and on Ctrl-K or Cmd-K', () => {
    expect(key({})).toBe(true);
    expect(key({ key: 'k', ctrlKey: true })).toBe(true);
    expect(key({ key: 'K', metaKey: true })).toBe(true);
  });
  it('ignores plain k, modified "/", Alt combinations and any key while typing in a field', () => {
    expect(key({ key: 'k' })).toBe(false);
    expect(key({ ctrlKey: true })).toBe(false);
    expect(key({ key: 'k', ctrlKey: true, altKey: true })).toBe(false);
    expect(key({ isTyping: true })).toBe(false);
    expect(key({ key: 'k', ctrlKey: true, isTyping: true })).toBe(false);
  });
});
