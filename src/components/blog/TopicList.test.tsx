import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { TopicList } from './TopicList';

describe('TopicList', () => {
  it('links every topic to its topic page', () => {
    render(
      <TopicList
        topics={[
          { name: 'Terraform', slug: 'terraform' },
          { name: 'Cloud', slug: 'cloud' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Topics' });
    expect(within(list).getByRole('link', { name: 'Terraform' })).toHaveAttribute('href', '/blog/topics/terraform/');
    expect(within(list).getByRole('link', { name: 'Cloud' })).toHaveAttribute('href', '/blog/topics/cloud/');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders nothing without topics', () => {
    const { container } = render(<TopicList topics={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
