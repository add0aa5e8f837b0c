import React from 'react';
import { render, screen } from '@testing-library/react';
import { authorWithoutPhoto } from '../../../tests/fixtures/blog-cards';
import { AuthorBio } from './AuthorBio';

describe('AuthorBio', () => {
  it('shows name, position, bio, initials without a photo and the profile link', () => {
    render(<AuthorBio author={authorWithoutPhoto} />);
    expect(screen.getByRole('region', { name: 'About the author Karan Mehta' })).toBeInTheDocument();
    expect(screen.getByText('Linux Systems Administrator')).toBeInTheDocument();
    expect(screen.getByText(/Keeps Linux fleets patched/)).toBeInTheDocument();
    expect(screen.getByText('KM')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Follow on LinkedIn/ });
    expect(link).toHaveAttribute('href', authorWithoutPhoto.link);
    expect(link).toHaveAttribute('rel', expect.stringContaining('author'));
  });

  it('links to the author page with all their articles', () => {
    render(<AuthorBio author={authorWithoutPhoto} />);
    expect(screen.getByRole('link', { name: 'All articles by Karan Mehta' })).toHaveAttribute(
      'href',
      `/blog/authors/${authorWithoutPhoto.jsonId}/`,
    );
  });
});
