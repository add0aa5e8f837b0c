/*
 * What the form and its human checks agree on, in a module of its own: the loader (load.ts) imports the widgets
 * that implement it, so the widgets cannot import it from there.
 */

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
