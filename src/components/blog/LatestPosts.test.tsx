import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { postCard } from '../../../tests/fixtures/blog-cards';
import { LatestPosts } from './LatestPosts';

const mockQuery = useStaticQuery as jest.Mock;

describe('LatestPosts', () => {
  it('shows the three newest posts as cards linking to their pages, and a link to the blog', () => {
    mockQuery.mockReturnValue({ allBlogPost: { nodes: [postCard(32), postCard(31), postCard(30)] } });
    render(<LatestPosts heading="Latest Updates" intro="From our engineers." />);
    const section = screen.getByRole('region', { name: 'Latest Updates' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('link', { name: 'Post number 32' })).toHaveAttribute('href', '/blog/post-32/');
    expect(within(cards[0]!).getByText('Read More')).toBeInTheDocument();
    expect(within(cards[2]!).getByRole('heading', { name: 'Post number 30' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /Read all posts/ })).toHaveAttribute('href', '/blog/');
  });

  it('marks featured posts and shows author and date', () => {
    mockQuery.mockReturnValue({ allBlogPost: { nodes: [postCard(5)] } });
    render(<LatestPosts heading="From the blog" intro="From our engineers." />);
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Featured')).toBeInTheDocument();
    expect(within(card).getByText('09 Nov 2026')).toHaveAttribute('datetime', '2026-11-09');
    expect(screen.getByRole('heading', { name: 'From the blog' })).toBeInTheDocument();
  });

  it('renders nothing when there are no posts', () => {
    mockQuery.mockReturnValue({ allBlogPost: { nodes: [] } });
    const { container } = render(<LatestPosts heading="Latest Updates" intro="From our engineers." />);
    expect(container).toBeEmptyDOMElement();
  });
});
