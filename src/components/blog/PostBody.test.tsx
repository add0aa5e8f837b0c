import React from 'react';
import { render, act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PostBody } from './PostBody';

/** The markup the remark plugin builds for a code block (see src/gatsby/remark/blog-blocks). */
const html = `
<p>Run this:</p>
<div class="code-block" data-language="bash"><div class="code-block-bar"><span class="code-block-lang">Bash</span><button type="button" class="code-block-copy" data-copy-code=""><span class="code-block-copy-text">Copy</span><span class="visually-hidden"> Bash code</span></button></div>
<div class="code-block-scroll"><pre class="language-bash"><code class="language-bash"><span class="token function">sudo</span> apt update</code></pre></div></div>`;

describe('PostBody', () => {
  const writeText = jest.fn();

  /** user-event installs its own clipboard stub, so ours goes in after it. */
  function setup() {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return user;
  }

  beforeEach(() => {
    jest.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => jest.useRealTimers());

  it('renders the build-time HTML', () => {
    render(<PostBody html={html} />);
    expect(screen.getByText('Run this:')).toBeInTheDocument();
    expect(screen.getByText('Bash')).toBeInTheDocument();
  });

  it('copies the block’s code with its copy button, says so, then resets the label', async () => {
    const user = setup();
    render(<PostBody html={html} />);
    await user.click(screen.getByRole('button', { name: 'Copy Bash code' }));
    expect(writeText).toHaveBeenCalledWith('sudo apt update');
    expect(await screen.findByRole('button', { name: 'Copied Bash code' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Code copied to the clipboard.'));
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Copy Bash code' })).toBeInTheDocument();
  });

  it('tells the reader how to copy by hand when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const user = setup();
    render(<PostBody html={html} />);
    await user.click(screen.getByRole('button', { name: 'Copy Bash code' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copying failed'));
    expect(screen.getByRole('button', { name: 'Copy Bash code' })).toBeInTheDocument();
  });

  it('caps image height with the post’s own limit', () => {
    const { container } = render(<PostBody html="<p>x</p>" imageMaxHeight={400} />);
    expect((container.firstChild as HTMLElement).style.getPropertyValue('--post-image-max-height')).toBe('400px');
  });
});
