import React from 'react';
import { render, screen } from '@testing-library/react';
import { PreviewFallback } from './mount-preview';

function Broken({ fail }: { fail: boolean }): React.ReactElement {
  if (fail) throw new Error('a field the preview needs is missing');
  return <h1>The post</h1>;
}

it('shows a sentence instead of a blank pane when a preview throws, and tries again on the next change', () => {
  // React reports the caught error on the console; the sentence is what the editor reads.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { rerender } = render(
    <PreviewFallback entry={1}>
      <Broken fail />
    </PreviewFallback>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('The preview cannot show this entry until more of the form');
  rerender(
    <PreviewFallback entry={2}>
      <Broken fail={false} />
    </PreviewFallback>,
  );
  expect(screen.getByRole('heading', { name: 'The post' })).toBeInTheDocument();
  quiet.mockRestore();
});
