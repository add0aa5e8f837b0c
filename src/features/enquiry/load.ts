import { contactConfig } from '../../config/env';
import { onceUntilFailure } from '../../lib/once-until-failure';

export const loadEmailService = onceUntilFailure(() => import(/* webpackChunkName: "contact-emailjs" */ './email'));

/** The real reCAPTCHA with a site key, otherwise the local check. */
export const loadCaptchaWidget = onceUntilFailure(async () =>
  contactConfig.captcha.mode === 'recaptcha'
    ? (await import(/* webpackChunkName: "contact-recaptcha" */ './Recaptcha')).Recaptcha
    : (await import(/* webpackChunkName: "contact-local-check" */ './LocalCheck')).LocalCheck,
);
