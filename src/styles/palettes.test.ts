import { darkPalette, lightPalette, THEME_CSS } from './palettes';
import { theme } from './theme';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('palettes', () => {
  it('give components only CSS variables, each declared with a light and a dark value', () => {
    expect(Object.keys(darkPalette)).toEqual(Object.keys(lightPalette));
    for (const name of Object.keys(lightPalette) as Array<keyof typeof lightPalette>) {
      const variable = theme.colors[name].match(/^var\((--color-[a-z-]+)\)$/)?.[1];
      expect(THEME_CSS).toContain(`${variable}:${lightPalette[name]};`);
      expect(THEME_CSS).toContain(`${variable}:${darkPalette[name]};`);
    }
    expect(theme.colors.primaryDark).toBe('var(--color-primary-dark)');
  });

  it.each([
    ['light', lightPalette],
    ['dark', darkPalette],
  ])('keep text at WCAG AA contrast on the %s surfaces', (_name, palette) => {
    for (const text of ['ink', 'muted', 'navy', 'primaryDark', 'danger', 'success'] as const)
      for (const surface of ['surface', 'surfaceAlt', 'sky'] as const)
        expect([text, surface, contrast(palette[text], palette[surface]) >= 4.5]).toEqual([text, surface, true]);
    expect(contrast(palette.onDark, palette.action)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(palette.onDark, palette.panel)).toBeGreaterThanOrEqual(4.5);
  });

  it('switch to dark for a dark choice, or for the system preference unless light was chosen', () => {
    expect(THEME_CSS).toContain(':root[data-theme=dark]{color-scheme:dark;');
    expect(THEME_CSS).toContain('@media (prefers-color-scheme:dark){:root:not([data-theme=light]){');
    expect(THEME_CSS).toContain(`--color-surface:${darkPalette.surface};`);
  });
});
