import type { EnquiryField } from '../lib/contact/enquiry-validation';

/**
 * Wire names of the enquiry fields (product-rules §3 Contact enquiry, §7 Contact submit): EmailJS `sendForm`
 * posts each form control under its `name`, and the email template reads these names. They exist
 * only here (conventions §2); this file imports no SDK, so the form can use it on first paint.
 */
export const ENQUIRY_WIRE_NAMES: Readonly<Record<EnquiryField, string>> = {
  name: 'name',
  mobileNo: 'mobile_no',
  email: 'email',
  country: 'country',
  message: 'message',
};

/** The field the human check's token travels in (reCAPTCHA's own name; EmailJS verifies it). */
export const CAPTCHA_TOKEN_FIELD = 'g-recaptcha-response';
