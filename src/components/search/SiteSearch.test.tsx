import React from 'react';
import { render, screen } from '@testing-library/react';
import { searchSite } from '../../services/pagefind';
import { SiteSearch } from './SiteSearch';

jest.mock('../../services/pagefind', () => ({ searchSite: jest.fn() }));

it('shows excerpts as text with only the matched words marked, decoding entities once and no markup', async () => {
  jest.mocked(searchSite).mockResolvedValue([
    {
      url: '/blog/a/',
      title: 'A',
      excerpt: '&lt;div&gt; &amp;amp; <b>x</b> <img src=x> &#39;y&#x27; <mark>CI</mark>',
    },
  ]);
  const { container } = render(<SiteSearch id="q" query="ci" onQueryChange={() => undefined} />);
  const mark = await screen.findByText('CI', { selector: 'mark' });
  expect(mark.parentElement).toHaveTextContent("<div> &amp; x 'y' CI");
  expect(container.querySelector('b, img')).toBeNull();
});
