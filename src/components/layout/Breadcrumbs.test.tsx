import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('links Home and every ancestor, and marks the current page without a link', () => {
    render(
      <Breadcrumbs
        trail={[
          { name: 'Blog', path: '/blog/' },
          { name: 'A post', path: '/blog/a-post/' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Blog', 'A post']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog/');
    expect(within(nav).queryByRole('link', { name: 'A post' })).toBeNull();
    expect(within(nav).getByText('A post')).toHaveAttribute('aria-current', 'page');
  });
});
