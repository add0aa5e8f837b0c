/** What the contact form needs from any human check: the real reCAPTCHA or the local check. */
export interface CaptchaWidgetProps {
  /** Only the real reCAPTCHA needs one (GATSBY_RECAPTCHA_SITE_KEY). */
  siteKey?: string;
  /** A fresh token when the check is completed; null when it expires (product-rules §4 Challenge widget). */
  onToken: (token: string | null) => void;
  /** `widget`: the check stopped working; `script`: its code could not be loaded. */
  onError: (reason: CaptchaErrorReason) => void;
}

export type CaptchaErrorReason = 'widget' | 'script';

/** Lets the form clear the check after a send (a reCAPTCHA token can be verified only once). */
export interface CaptchaHandle {
  reset: () => void;
}
