import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlogTabs } from './BlogTabs';

const panels = { latest: <p>Newest first</p>, hot: <p>Featured first</p> };

describe('BlogTabs', () => {
  beforeEach(() => window.history.replaceState(null, '', '/blog/'));

  it('starts on Latest with only its panel shown', () => {
    render(<BlogTabs panels={panels} />);
    expect(screen.getByRole('tablist', { name: 'Order posts by' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Latest' })).toHaveTextContent('Newest first');
    expect(screen.queryByText('Featured first')).toBeNull();
  });

  it('switches panels on click and records the tab in the URL', async () => {
    render(<BlogTabs panels={panels} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Hot' }));
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Featured first')).toBeVisible();
    expect(screen.queryByText('Newest first')).not.toBeVisible();
    expect(window.location.search).toBe('?tab=hot');
  });

  it('opens on the tab named in the URL', () => {
    window.history.replaceState(null, '', '/blog/?tab=hot');
    render(<BlogTabs panels={panels} />);
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
  });
});
