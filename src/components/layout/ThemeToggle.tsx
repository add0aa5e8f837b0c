import React from 'react';
import { Monitor, Moon, Sun } from '../ui/icons';
import { PREFERS_DARK, useMediaQuery } from '../../hooks/use-media-query';
import { useThemeChoice } from '../../hooks/use-theme-choice';
import { nextThemeChoice, THEME_LABELS } from '../../lib/ui/theme-choice';
import * as S from './NavBar.styles';

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/** Header button that cycles the colour theme, first away from what the system shows (product-rules §10 Colour theme). */
export function ThemeToggle() {
  const [choice, setChoice] = useThemeChoice();
  const next = nextThemeChoice(choice, useMediaQuery(PREFERS_DARK));
  const Icon = ICONS[choice];
  return (
    <S.ToolButton
      type="button"
      aria-label={`Colour theme: ${THEME_LABELS[choice]}. Switch to ${THEME_LABELS[next].toLowerCase()}`}
      title={`Theme: ${THEME_LABELS[choice]}`}
      data-theme-choice={choice}
      onClick={() => setChoice(next)}
    >
      <Icon size={20} aria-hidden="true" />
    </S.ToolButton>
  );
}
