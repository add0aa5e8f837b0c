import React from 'react';
import { render, act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchSite } from '../../services/pagefind';
import { SearchButton } from './SearchButton';

jest.mock('../../services/pagefind', () => ({ searchSite: jest.fn() }));
const mockSearch = searchSite as jest.MockedFunction<typeof searchSite>;

beforeAll(() => {
  // jsdom has no modal dialogs: open/close just toggle the attribute.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

beforeEach(() => {
  mockSearch.mockReset();
});

async function openWithButton() {
  render(<SearchButton />);
  await userEvent.click(screen.getByRole('button', { name: 'Search the site' }));
  return screen.findByRole('searchbox');
}

describe('SearchButton and its dialog', () => {
  it('loads nothing until opened, then focuses the search box', async () => {
    render(<SearchButton />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search the site' }));
    expect(await screen.findByRole('searchbox', { name: 'Search the site' })).toHaveFocus();
    expect(mockSearch).not.toHaveBeenCalled();
  });

  it('shows titles and excerpts with the matched words marked', async () => {
    mockSearch.mockResolvedValue([
      { url: '/blog/ci/', title: 'Faster CI pipelines', excerpt: 'cache the <mark>Docker</mark> layers &amp; more' },
    ]);
    const box = await openWithButton();
    await userEvent.type(box, 'docker');
    const link = await screen.findByRole('link', { name: 'Faster CI pipelines' });
    expect(link).toHaveAttribute('href', '/blog/ci/');
    expect(screen.getByText('Docker', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByText(/layers & more/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 result for “docker”.');
    expect(mockSearch).toHaveBeenLastCalledWith('docker');
  });

  it('says clearly when nothing matches', async () => {
    mockSearch.mockResolvedValue([]);
    const box = await openWithButton();
    await userEvent.type(box, 'zzzq');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results for “zzzq”.'));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('says so when the index cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockSearch.mockRejectedValue(new Error('offline'));
    const box = await openWithButton();
    await userEvent.type(box, 'react');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/could not load/));
  });

  it('opens on "/" and Ctrl-K, but not while typing in a field', async () => {
    render(
      <>
        <input aria-label="Other field" />
        <SearchButton />
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Other field' }), '/');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    act(() => (document.activeElement as HTMLElement).blur());
    await userEvent.keyboard('/');
    expect(await screen.findByRole('searchbox')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close search' }));
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('searchbox')).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the header button', async () => {
    const box = await openWithButton();
    box.closest('dialog')!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('searchbox')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Search the site' })).toHaveFocus();
  });
});
