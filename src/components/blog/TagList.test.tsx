import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { TagList } from './TagList';

describe('TagList', () => {
  it('links tags that have a page and shows the others as plain text', () => {
    render(
      <TagList
        tags={[
          { name: 'Terraform', slug: 'terraform', hasPage: true },
          { name: 'vimrc plugins', slug: 'vimrc-plugins', hasPage: false },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(within(list).getByRole('link', { name: 'Terraform' })).toHaveAttribute('href', '/blog/tags/terraform/');
    expect(within(list).getByText('vimrc plugins')).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'vimrc plugins' })).toBeNull();
  });

  it('renders nothing without tags', () => {
    const { container } = render(<TagList tags={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
