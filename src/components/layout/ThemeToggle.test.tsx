import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STORAGE_KEY } from '../../lib/ui/theme-choice';
import { ThemeToggle } from './ThemeToggle';

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('ThemeToggle', () => {
  it('starts from the system theme and cycles light, dark, system, remembering each choice', async () => {
    render(<ThemeToggle />);
    const button = screen.getByRole('button', { name: /Colour theme: System/ });
    await userEvent.click(button);
    expect(button).toHaveAccessibleName('Colour theme: Light. Switch to dark');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    await userEvent.click(button);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.click(button);
    expect(button).toHaveAccessibleName('Colour theme: System. Switch to light');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('shows the remembered choice after hydration', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: /Colour theme: Dark/ })).toBeInTheDocument();
  });
});
