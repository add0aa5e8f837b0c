import React from 'react';
import { render, screen } from '@testing-library/react';
import { PostHeader } from './PostHeader';

const post: Queries.PostHeaderFragment = {
  heading: 'Rotating secrets without downtime',
  description: 'How we rotate credentials.',
  date: '2025-03-10',
  dateText: '10 Mar 2025',
  updated: null,
  updatedText: null,
  readingTimeMinutes: 6,
  featured: false,
  technical: true,
  author: { jsonId: 'karan', name: 'Karan Mehta', profile: null },
};
const trail = [
  { name: 'Blog', path: '/blog/' },
  { name: post.heading, path: '/blog/rotating-secrets/' },
];

describe('PostHeader', () => {
  it('links the byline to the author page and shows the date without "Updated" by default', () => {
    const { container } = render(<PostHeader post={post} breadcrumbs={trail} />);
    expect(screen.getByRole('link', { name: 'Karan Mehta' })).toHaveAttribute('href', '/blog/authors/karan/');
    expect(container.querySelector('time[datetime="2025-03-10"]')).toHaveTextContent('10 Mar 2025');
    expect(container).not.toHaveTextContent('Updated');
  });

  it('shows "Updated" with a machine-readable <time> when the post has an updated date', () => {
    const { container } = render(
      <PostHeader post={{ ...post, updated: '2025-06-02', updatedText: '02 Jun 2025' }} breadcrumbs={trail} />,
    );
    expect(container).toHaveTextContent('Updated 02 Jun 2025');
    expect(container.querySelector('time[datetime="2025-06-02"]')).toHaveTextContent('02 Jun 2025');
  });

  it('shows the breadcrumb trail it is given, ending at the post', () => {
    render(<PostHeader post={post} breadcrumbs={trail} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toHaveTextContent(`HomeBlog${post.heading}`);
  });
});
