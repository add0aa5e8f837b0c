import { contactConfig } from '../../config/env';

/**
 * Wraps a dynamic import so every caller shares one promise while it is pending or fulfilled, but a
 * rejection is forgotten: the next call tries again instead of replaying the failure.
 * @example const loadEmailService = onceUntilFailure(() => import('./email'));
 */
export function onceUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** EmailJS in its own chunk, fetched when the visitor is about to use the form. */
export const loadEmailService = onceUntilFailure(() => import(/* webpackChunkName: "contact-emailjs" */ './email'));

/** The human check in its own chunk: the real reCAPTCHA with a site key, otherwise the local check. */
export const loadCaptchaWidget = onceUntilFailure(async () =>
  contactConfig.captcha.mode === 'recaptcha'
    ? (await import(/* webpackChunkName: "contact-recaptcha" */ './Recaptcha')).Recaptcha
    : (await import(/* webpackChunkName: "contact-local-check" */ './LocalCheck')).LocalCheck,
);
