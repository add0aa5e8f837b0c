/**
 * The real react-google-recaptcha behind Recaptcha, with Google's script replaced by a fake
 * `window.grecaptcha` (its explicit-render API). Script loading: Recaptcha.script.test.tsx.
 */
import React, { createRef } from 'react';
import { act, render } from '@testing-library/react';
import { Recaptcha } from './Recaptcha';
import type { CaptchaHandle } from './HumanCheck';

interface RenderParams {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  [option: string]: unknown;
}

function installFakeGrecaptcha() {
  const calls: RenderParams[] = [];
  const grecaptcha = {
    render: jest.fn((_container: HTMLElement, params: RenderParams) => {
      calls.push(params);
      return calls.length - 1;
    }),
    reset: jest.fn(),
    getResponse: jest.fn(),
    execute: jest.fn(),
  };
  (window as unknown as { grecaptcha?: unknown }).grecaptcha = grecaptcha;
  return { grecaptcha, calls };
}

afterEach(() => {
  delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
});

describe('Recaptcha', () => {
  it('renders Google reCAPTCHA explicitly with the site key and the product-rules §9 defaults', () => {
    const { grecaptcha, calls } = installFakeGrecaptcha();
    render(<Recaptcha siteKey="site-key-1" onToken={jest.fn()} onError={jest.fn()} />);
    expect(grecaptcha.render).toHaveBeenCalledTimes(1);
    expect(calls[0]).toMatchObject({
      sitekey: 'site-key-1',
      theme: 'light',
      type: 'image',
      size: 'normal',
      badge: 'bottomright',
      tabindex: 0,
    });
  });

  it('reports a token, then null when it expires, and the widget error', () => {
    const { calls } = installFakeGrecaptcha();
    const onToken = jest.fn();
    const onError = jest.fn();
    render(<Recaptcha siteKey="k" onToken={onToken} onError={onError} />);
    act(() => calls[0]!.callback('token-1'));
    expect(onToken).toHaveBeenLastCalledWith('token-1');
    act(() => calls[0]!['expired-callback']());
    expect(onToken).toHaveBeenLastCalledWith(null);
    act(() => calls[0]!['error-callback']());
    expect(onError).toHaveBeenCalledWith('widget');
  });

  it('resets its own widget through the handle', () => {
    const { grecaptcha } = installFakeGrecaptcha();
    const handle = createRef<CaptchaHandle>();
    render(<Recaptcha ref={handle} siteKey="k" onToken={jest.fn()} onError={jest.fn()} />);
    handle.current!.reset();
    expect(grecaptcha.reset).toHaveBeenCalledWith(0);
  });
});
