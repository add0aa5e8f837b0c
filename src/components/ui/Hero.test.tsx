import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { Hero } from './Hero';

const trail = [
  { name: 'Blog', path: '/blog/' },
  { name: 'Asha Rao', path: '/blog/authors/asha/' },
];

/** Everything the banner shows, in reading order: the crumbs, the portrait, then the words. */
const readingOrder = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('nav, [data-testid="portrait"], p, h1')).map(
    (element) => element.getAttribute('data-testid') ?? element.tagName.toLowerCase(),
  );

describe('Hero', () => {
  it('puts the breadcrumbs above a portrait, and the eyebrow, title and children beside it', () => {
    const { container } = render(
      <Hero breadcrumbs={trail} portrait={<span data-testid="portrait" />} eyebrow="Author" title="Asha Rao">
        <p>Cloud architect</p>
      </Hero>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Asha Rao');
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Blog' }),
    ).toBeInTheDocument();
    expect(readingOrder(container)).toEqual(['nav', 'portrait', 'p', 'h1', 'p']);
    // The portrait and the words share one row; the breadcrumbs stand outside it.
    const row = screen.getByTestId('portrait').parentElement!;
    expect(row).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(row).not.toContainElement(screen.getByRole('navigation', { name: 'Breadcrumb' }));
  });

  it('without a portrait keeps the breadcrumbs with the words, then intro and actions', () => {
    const { container } = render(
      <Hero
        breadcrumbs={trail}
        eyebrow="Insights"
        title="Blog"
        intro="Notes from our engineers"
        actions={<a href="/rss.xml">RSS</a>}
      />,
    );
    expect(readingOrder(container)).toEqual(['nav', 'p', 'h1', 'p']);
    expect(screen.getByText('Notes from our engineers').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'RSS' })).toBeInTheDocument();
  });
});
