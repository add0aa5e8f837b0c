import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { TopicFilter } from './TopicFilter';

const topics = [
  { slug: 'linux', name: 'Linux' },
  { slug: 'cloud', name: 'Cloud' },
];

describe('TopicFilter', () => {
  it('offers all posts and every topic as plain links, marking the blog list as current', () => {
    render(<TopicFilter topics={topics} />);
    const nav = screen.getByRole('navigation', { name: 'Topics' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All posts', '/blog/'],
      ['Linux', '/blog/topics/linux/'],
      ['Cloud', '/blog/topics/cloud/'],
    ]);
    expect(within(nav).getByRole('link', { name: 'All posts' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the topic being shown', () => {
    render(<TopicFilter topics={topics} current="cloud" />);
    expect(screen.getByRole('link', { name: 'Cloud' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All posts' })).not.toHaveAttribute('aria-current');
  });
});
