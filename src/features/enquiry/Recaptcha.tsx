import React, { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import type { CaptchaHandle, CaptchaWidgetProps } from './HumanCheck';

/** product-rules §9 default challenge options, passed explicitly so they cannot drift with the library. */
export const RECAPTCHA_OPTIONS = {
  theme: 'light',
  type: 'image',
  size: 'normal',
  badge: 'bottomright',
  tabindex: 0,
} as const;

/** Same URL react-google-recaptcha uses: explicit render, so the widget appears only where we mount it. */
const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const RETRY_CALLBACK = 'staropsRecaptchaRetryLoaded';

/**
 * react-google-recaptcha remembers a failed script load for the life of the page, so after one we
 * load the script ourselves before mounting the widget again; it then finds `window.grecaptcha`.
 */
let hasScriptFailed = false;

/**
 * Google reCAPTCHA v2 (product-rules §7). Inside the form, Google's widget adds its own
 * `g-recaptcha-response` field, so the token travels with the form to EmailJS, which verifies it.
 */
export const Recaptcha = forwardRef<CaptchaHandle, CaptchaWidgetProps>(function Recaptcha(
  { siteKey = '', onToken, onError },
  ref,
) {
  const widget = useRef<ReCAPTCHA>(null);
  const [canMount, setCanMount] = useState(!hasScriptFailed);
  useImperativeHandle(ref, () => ({ reset: () => widget.current?.reset() }), []);

  useEffect(() => {
    if (canMount) return undefined;
    let isCurrent = true;
    loadScriptAgain().then(
      () => {
        hasScriptFailed = false;
        if (isCurrent) setCanMount(true);
      },
      () => isCurrent && onError('script'),
    );
    return () => {
      isCurrent = false;
    };
  }, [canMount, onError]);

  if (!canMount) return null;
  const handleScriptLoad = (state?: { errored?: boolean }) => {
    if (!state?.errored) return;
    hasScriptFailed = true;
    onError('script');
  };
  return (
    <ReCAPTCHA
      ref={widget}
      sitekey={siteKey}
      {...RECAPTCHA_OPTIONS}
      onChange={onToken}
      onExpired={() => onToken(null)}
      onErrored={() => onError('widget')}
      // The library passes its load state although its types declare no argument.
      asyncScriptOnLoad={handleScriptLoad as () => void}
    />
  );
});

function loadScriptAgain(): Promise<void> {
  const globals = window as unknown as Record<string, unknown>;
  return new Promise((resolve, reject) => {
    document.querySelectorAll(`script[src^="${SCRIPT_URL}"]`).forEach((old) => old.remove());
    const script = document.createElement('script');
    globals[RETRY_CALLBACK] = () => {
      delete globals[RETRY_CALLBACK];
      resolve();
    };
    script.src = `${SCRIPT_URL}?onload=${RETRY_CALLBACK}&render=explicit`;
    script.async = true;
    script.onerror = () => {
      script.remove();
      delete globals[RETRY_CALLBACK];
      reject(new Error('The reCAPTCHA script could not be loaded'));
    };
    document.body.appendChild(script);
  });
}
