import { useEffect, useState } from 'react';
import { parseThemeChoice, THEME_STORAGE_KEY, type ThemeChoice } from '../lib/ui/theme-choice';

function readStored(): ThemeChoice {
  try {
    return parseThemeChoice(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

function apply(choice: ThemeChoice): void {
  if (choice === 'system') document.documentElement.removeAttribute('data-theme');
  else document.documentElement.setAttribute('data-theme', choice);
}

/** The remembered theme: "system" on the server, the stored value after hydration; follows other tabs. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [choice, setChoiceState] = useState<ThemeChoice>('system');
  useEffect(() => {
    setChoiceState(readStored());
    const handleStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
      const stored = readStored();
      apply(stored);
      setChoiceState(stored);
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, []);
  const setChoice = (next: ThemeChoice) => {
    try {
      if (next === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
      else window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage blocked: the choice still applies to this page.
    }
    apply(next);
    setChoiceState(next);
  };
  return [choice, setChoice];
}
