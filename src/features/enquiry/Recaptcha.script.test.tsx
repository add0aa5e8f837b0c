/**
 * Loading Google's script for the real react-google-recaptcha: explicit render, a failed load
 * reported as an error, and a retry that loads it again (the library alone would replay the
 * failure). One test, because the script's state lasts for the life of the page.
 */
import React from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { Recaptcha } from './Recaptcha';

jest.mock('../../config/env', () => ({ contactConfig: { captcha: { mode: 'recaptcha', siteKey: 'k' } } }));

const scripts = () =>
  document.querySelectorAll<HTMLScriptElement>('script[src^="https://www.google.com/recaptcha/api.js"]');

it('loads the script with explicit render, reports a failed load, and loads it again on retry', async () => {
  const onError = jest.fn();
  const first = render(<Recaptcha onToken={jest.fn()} onError={onError} onReady={jest.fn()} />);
  expect(scripts()).toHaveLength(1);
  const url = new URL(scripts()[0]!.src);
  expect(url.searchParams.get('render')).toBe('explicit');
  expect(url.searchParams.get('onload')).toBeTruthy();

  act(() => scripts()[0]!.dispatchEvent(new Event('error')));
  await waitFor(() => expect(onError).toHaveBeenCalledWith('script'));
  first.unmount();

  // The form's "Try the check again" mounts a new widget.
  const retry = render(<Recaptcha onToken={jest.fn()} onError={jest.fn()} onReady={jest.fn()} />);
  expect(scripts()).toHaveLength(1);
  const onload = new URL(scripts()[0]!.src).searchParams.get('onload')!;
  const grecaptcha = { render: jest.fn(() => 0), reset: jest.fn(), getResponse: jest.fn(), execute: jest.fn() };
  (window as unknown as { grecaptcha: unknown }).grecaptcha = grecaptcha;
  await act(async () => (window as unknown as Record<string, () => void>)[onload]!());
  await waitFor(() => expect(grecaptcha.render).toHaveBeenCalledTimes(1));
  expect(grecaptcha.render).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ sitekey: 'k' }));
  retry.unmount();
});
