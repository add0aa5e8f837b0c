import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { TableOfContents } from './TableOfContents';

const entries = [
  { id: 'install', text: 'Install', level: 2 as const },
  { id: 'configure', text: 'Configure', level: 2 as const },
  { id: 'files', text: 'Files', level: 3 as const },
  { id: 'run', text: 'Run', level: 2 as const },
];

describe('TableOfContents', () => {
  it('renders "On this page" with a link per heading, as a disclosure and as a sidebar', () => {
    render(<TableOfContents entries={entries} />);
    const navs = screen.getAllByRole('navigation', { name: 'On this page', hidden: true });
    expect(navs).toHaveLength(2);
    for (const nav of navs) {
      expect(
        within(nav)
          .getAllByRole('link', { hidden: true })
          .map((link) => link.getAttribute('href')),
      ).toEqual(['#install', '#configure', '#files', '#run']);
    }
    expect(screen.getByText('On this page', { selector: 'summary' })).toBeInTheDocument();
  });

  it('marks no section before the reader reaches the first heading', () => {
    render(<TableOfContents entries={entries} />);
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(0);
  });
});
