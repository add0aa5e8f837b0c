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
  it('on a light system goes to dark first, then light, then back to the system, remembering each choice', async () => {
    render(<ThemeToggle />);
    const button = screen.getByRole('button', { name: 'Colour theme: System. Switch to dark' });
    await userEvent.click(button);
    expect(button).toHaveAccessibleName('Colour theme: Dark. Switch to light');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.click(button);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    await userEvent.click(button);
    expect(button).toHaveAccessibleName('Colour theme: System. Switch to dark');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('on a dark system goes to light first', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === '(prefers-color-scheme: dark)',
    })) as typeof window.matchMedia;
    render(<ThemeToggle />);
    await userEvent.click(screen.getByRole('button', { name: 'Colour theme: System. Switch to light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    window.matchMedia = original;
  });

  it('shows the remembered choice after hydration', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: /Colour theme: Dark/ })).toBeInTheDocument();
  });
});
