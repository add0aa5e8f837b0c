import { contactConfig } from '../../config/env';
import { onceUntilFailure } from '../../lib/once-until-failure';

/** `widget`: the check stopped working; `script`: its code could not be loaded. */
export type CaptchaErrorReason = 'widget' | 'script';

/** What the form needs from a human check: the real reCAPTCHA or the local check. */
export interface CaptchaWidgetProps {
  /** A fresh token when the check is completed; null when it expires (product-rules §4 Enquiry form). */
  onToken: (token: string | null) => void;
  onError: (reason: CaptchaErrorReason) => void;
  /** The check is on screen and can be completed (until then the form may offer e-mail and phone). */
  onReady: () => void;
}

export const loadEmailService = onceUntilFailure(() => import(/* webpackChunkName: "contact-emailjs" */ './email'));

/** The real reCAPTCHA with a site key, otherwise the local check. */
export const loadCaptchaWidget = onceUntilFailure(async () =>
  contactConfig.captcha.mode === 'recaptcha'
    ? (await import(/* webpackChunkName: "contact-recaptcha" */ './Recaptcha')).Recaptcha
    : (await import(/* webpackChunkName: "contact-local-check" */ './LocalCheck')).LocalCheck,
);
