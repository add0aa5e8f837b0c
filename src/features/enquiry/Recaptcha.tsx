import React, { useEffect, useState } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import { contactConfig } from '../../config/env';
import { onceUntilFailure } from '../../lib/once-until-failure';
import type { CaptchaWidgetProps } from './captcha-widget';

const ONLOAD_CALLBACK = 'staropsRecaptchaLoaded';

/**
 * Google's script with explicit render, so the widget appears only where we mount it. Loaded here rather
 * than by react-google-recaptcha, which remembers a failed load for the life of the page: after a
 * failure, "Try the check again" loads it again. The library then finds `window.grecaptcha`.
 */
const loadScript = onceUntilFailure(
  () =>
    new Promise<void>((resolve, reject) => {
      const globals = window as unknown as Record<string, unknown>;
      if (globals.grecaptcha) return resolve();
      const script = document.createElement('script');
      globals[ONLOAD_CALLBACK] = resolve;
      script.src = `https://www.google.com/recaptcha/api.js?onload=${ONLOAD_CALLBACK}&render=explicit`;
      script.async = true;
      script.onerror = () => {
        script.remove();
        reject(new Error('The reCAPTCHA script could not be loaded'));
      };
      document.body.appendChild(script);
    }),
);

/**
 * Google reCAPTCHA v2 (product-rules §7) with the product-rules §9 defaults, passed explicitly so they
 * cannot drift with the library. Inside the form, Google's widget adds its own `g-recaptcha-response`
 * field, so the token travels with the form to EmailJS, which verifies it.
 */
export function Recaptcha({ onToken, onError, onReady }: CaptchaWidgetProps) {
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    loadScript().then(
      () => {
        if (!isCurrent) return;
        setLoaded(true);
        onReady();
      },
      () => isCurrent && onError('script'),
    );
    return () => {
      isCurrent = false;
    };
  }, [onError, onReady]);

  if (!isLoaded || contactConfig.captcha.mode !== 'recaptcha') return null;
  return (
    <ReCAPTCHA
      sitekey={contactConfig.captcha.siteKey}
      theme="light"
      type="image"
      size="normal"
      badge="bottomright"
      tabindex={0}
      onChange={onToken}
      onExpired={() => onToken(null)}
      onErrored={() => onError('widget')}
    />
  );
}
