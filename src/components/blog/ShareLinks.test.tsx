import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareLinks } from './ShareLinks';

const url = 'https://www.example.com/blog/a/';

describe('ShareLinks', () => {
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
  });

  it('copies the link and says so in a status region', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<ShareLinks url={url} title="A" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('says when copying is not possible', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<ShareLinks url={url} title="A" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status')).toHaveTextContent(/Could not copy/);
  });

  it('lists plain share links and no Web Share button without navigator.share', () => {
    render(<ShareLinks url={url} title="A" />);
    const region = screen.getByRole('region', { name: 'Share this article' });
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Share on LinkedIn (opens in a new tab)',
      'Share on X (opens in a new tab)',
      'Share on WhatsApp (opens in a new tab)',
      'Share by e-mail',
    ]);
    expect(screen.queryByRole('button', { name: 'More ways to share' })).toBeNull();
  });

  it('offers the browser share sheet where navigator.share exists', async () => {
    const user = userEvent.setup();
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareLinks url={url} title="A" />);
    await user.click(await screen.findByRole('button', { name: 'More ways to share' }));
    expect(share).toHaveBeenCalledWith({ title: 'A', url });
  });
});
