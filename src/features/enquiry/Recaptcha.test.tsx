/**
 * The real react-google-recaptcha behind Recaptcha, with Google's script replaced by a fake
 * `window.grecaptcha` (its explicit-render API). Script loading: Recaptcha.script.test.tsx.
 */
import React from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { Recaptcha } from './Recaptcha';

jest.mock('../../config/env', () => ({ contactConfig: { captcha: { mode: 'recaptcha', siteKey: 'site-key-1' } } }));

interface RenderParams {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  [option: string]: unknown;
}

async function renderWithFakeGrecaptcha(props: Partial<React.ComponentProps<typeof Recaptcha>> = {}) {
  const calls: RenderParams[] = [];
  const grecaptcha = {
    render: jest.fn((_container: HTMLElement, params: RenderParams) => calls.push(params) - 1),
    reset: jest.fn(),
    getResponse: jest.fn(),
    execute: jest.fn(),
  };
  (window as unknown as { grecaptcha?: unknown }).grecaptcha = grecaptcha;
  render(<Recaptcha onToken={jest.fn()} onError={jest.fn()} onReady={jest.fn()} {...props} />);
  await waitFor(() => expect(grecaptcha.render).toHaveBeenCalledTimes(1));
  return calls[0]!;
}

afterEach(() => {
  delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
});

describe('Recaptcha', () => {
  it('renders Google reCAPTCHA explicitly with the site key and the product-rules §9 defaults', async () => {
    expect(await renderWithFakeGrecaptcha()).toMatchObject({
      sitekey: 'site-key-1',
      theme: 'light',
      type: 'image',
      size: 'normal',
      badge: 'bottomright',
      tabindex: 0,
    });
  });

  it('reports that it is ready once the script is there', async () => {
    const onReady = jest.fn();
    await renderWithFakeGrecaptcha({ onReady });
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('reports a token, then null when it expires, and the widget error', async () => {
    const onToken = jest.fn();
    const onError = jest.fn();
    const params = await renderWithFakeGrecaptcha({ onToken, onError });
    act(() => params.callback('token-1'));
    expect(onToken).toHaveBeenLastCalledWith('token-1');
    act(() => params['expired-callback']());
    expect(onToken).toHaveBeenLastCalledWith(null);
    act(() => params['error-callback']());
    expect(onError).toHaveBeenCalledWith('widget');
  });
});
