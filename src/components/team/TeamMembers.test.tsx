import React from 'react';
import { render, screen } from '@testing-library/react';
import { TeamMembers } from './TeamMembers';

const member = { id: 'a', name: 'Asha Rao', role: 'Founder', bio: 'Runs delivery.', link: null, photo: null };

describe('TeamMembers', () => {
  it("links a member's articles when the build has their author page", () => {
    render(<TeamMembers members={[{ ...member, author: 'asha', articlesPath: '/blog/authors/asha/' }]} />);
    expect(screen.getByRole('link', { name: 'Articles by Asha Rao' })).toHaveAttribute('href', '/blog/authors/asha/');
  });

  it('links no articles for an author without posts (no page to land on)', () => {
    render(<TeamMembers members={[{ ...member, author: 'asha', articlesPath: null }]} />);
    expect(screen.queryByRole('link', { name: /Articles/ })).not.toBeInTheDocument();
  });
});
