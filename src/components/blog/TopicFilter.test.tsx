import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { TopicFilter } from './TopicFilter';

/** Three topics in the editors' order; no post carries frontend. */
const data: Queries.TopicFilterFragment = {
  topicsJson: {
    topics: [
      { slug: 'linux', name: 'Linux' },
      { slug: 'frontend', name: 'Frontend' },
      { slug: 'cloud', name: 'Cloud' },
    ],
  },
  postTopics: { nodes: [{ topicSlugs: ['cloud'] }, { topicSlugs: ['cloud', 'linux'] }] },
};

describe('TopicFilter', () => {
  it('offers all posts and every topic with posts as plain links, marking the blog list as current', () => {
    render(<TopicFilter data={data} />);
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
    render(<TopicFilter data={data} current="cloud" />);
    expect(screen.getByRole('link', { name: 'Cloud' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All posts' })).not.toHaveAttribute('aria-current');
  });
});
