/** The visitor's colour theme (product-rules §10 Colour theme): light, dark, or the system's. */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** localStorage key of an explicit choice; "system" is stored as no key at all. */
export const THEME_STORAGE_KEY = 'theme';

export const THEME_LABELS: Readonly<Record<ThemeChoice, string>> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};

/** A stored value, or anything else (null, a stale or tampered value) as "system". */
export function parseThemeChoice(value: string | null | undefined): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/**
 * The toggle's next choice. From the system theme it goes to the opposite of what the system shows, so the first
 * click always changes the page; then to the system's own look picked explicitly, then back to following the system.
 * Example on a light system: system → dark → light → system; on a dark one: system → light → dark → system.
 */
export function nextThemeChoice(choice: ThemeChoice, isSystemDark: boolean): ThemeChoice {
  const opposite = isSystemDark ? 'light' : 'dark';
  const same = isSystemDark ? 'dark' : 'light';
  return choice === 'system' ? opposite : choice === opposite ? same : 'system';
}

/** Runs in <head> before the body paints, so a remembered theme shows without a flash (CSP: by hash). */
export const THEME_INIT_SCRIPT = `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark")document.documentElement.setAttribute("data-theme",t)}catch(e){}`;
