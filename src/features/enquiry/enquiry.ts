import type React from 'react';

export type EnquiryField = 'name' | 'mobileNo' | 'email' | 'country' | 'message';
/** An enquiry as the visitor types it (product-rules §5 Enquiry form). */
export type Enquiry = Record<EnquiryField, string>;
/** Field → message for every field that breaks a rule; valid fields are absent. */
export type EnquiryErrors = Partial<Enquiry>;

export interface FieldSpec {
  field: EnquiryField;
  /** The control's `name`, which EmailJS posts and the e-mail template reads (product-rules §7). */
  wireName: string;
  label: string;
  hint?: string;
  /** Shown when the field is empty; fields without one are optional. */
  required?: string;
  /** A non-empty value must match `pattern`, or the field shows `invalid`. */
  pattern?: RegExp;
  invalid?: string;
  /** A textarea spanning both columns of the grid on wider screens. */
  isMultiline?: boolean;
  inputProps?: Pick<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete'>;
}

/** The five fields in form order with their labels, autofill hints, rules and messages (product-rules §5, §9). */
export const ENQUIRY_FORM_FIELDS: readonly FieldSpec[] = [
  {
    field: 'name',
    wireName: 'name',
    label: 'Name',
    required: 'Name is required',
    inputProps: { autoComplete: 'name' },
  },
  {
    field: 'mobileNo',
    wireName: 'mobile_no',
    label: 'Mobile number',
    hint: '10 digits, without +91 or spaces',
    required: 'Mobile number is required',
    pattern: /^\d{10}$/,
    invalid: 'Invalid mobile number',
    inputProps: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' },
  },
  {
    field: 'email',
    wireName: 'email',
    label: 'Email',
    required: 'Email is required',
    // Text, at-sign, text, dot, text, no spaces anywhere.
    pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    invalid: 'Invalid email address',
    inputProps: { type: 'email', autoComplete: 'email' },
  },
  { field: 'country', wireName: 'country', label: 'Country', inputProps: { autoComplete: 'country-name' } },
  { field: 'message', wireName: 'message', label: 'Message', isMultiline: true },
];

export const EMPTY_ENQUIRY: Enquiry = { name: '', mobileNo: '', email: '', country: '', message: '' };

/**
 * The message for one field, or undefined when it is valid. Surrounding spaces are ignored
 * (a pasted " 9876543210" is fine); spaces inside a value are not.
 * @example validateField('mobileNo', '98765 43210') // 'Invalid mobile number'
 */
export function validateField(field: EnquiryField, rawValue: string): string | undefined {
  const { required, pattern, invalid } = ENQUIRY_FORM_FIELDS.find((spec) => spec.field === field)!;
  const value = rawValue.trim();
  if (!value) return required;
  return pattern && !pattern.test(value) ? invalid : undefined;
}

/**
 * Every broken rule of an enquiry; an empty object means it may be sent.
 * @example validateEnquiry({ ...EMPTY_ENQUIRY, name: 'Asha' }) // { mobileNo: 'Mobile number is required', email: … }
 */
export function validateEnquiry(enquiry: Enquiry): EnquiryErrors {
  const found = ENQUIRY_FORM_FIELDS.map(({ field }) => [field, validateField(field, enquiry[field])] as const);
  return Object.fromEntries(found.filter(([, message]) => message));
}

/**
 * A mailto: link carrying the enquiry, for when sending fails (an enquiry is never lost).
 * Percent-encoded as RFC 6068 asks (spaces as %20, not +); empty fields are left out.
 * @example enquiryMailto('info@x.com', { ...EMPTY_ENQUIRY, name: 'Asha', message: 'Hi' })
 * // 'mailto:info@x.com?subject=Website%20enquiry%20from%20Asha&body=Name%3A%20Asha%0A%0AMessage%3A%0AHi'
 */
export function enquiryMailto(to: string, enquiry: Enquiry): string {
  const name = enquiry.name.trim();
  const subject = name ? `Website enquiry from ${name}` : 'Website enquiry';
  const lines = ENQUIRY_FORM_FIELDS.filter(({ field }) => field !== 'message' && enquiry[field].trim()).map(
    ({ field, label }) => `${label}: ${enquiry[field].trim()}`,
  );
  const message = enquiry.message.trim();
  const body = [lines.join('\n'), message ? `Message:\n${message}` : ''].filter(Boolean).join('\n\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** How a send ended (product-rules §8; defaults: 0, "Network Error"). */
export interface SendResult {
  ok: boolean;
  status: number;
  text: string;
}

export const NETWORK_ERROR: SendResult = { ok: false, status: 0, text: 'Network Error' };

/** product-rules §8 statuses, each with a short human explanation. */
const EXPLANATIONS: Readonly<Record<number, string>> = {
  429: 'You can send one enquiry every 10 seconds. Please wait a few seconds, then send it again.',
  403: 'Our spam filter blocked this enquiry. Please e-mail us instead.',
  451: 'Enquiries from automated (headless) browsers are blocked. Please use a regular browser or e-mail us.',
  0: 'We could not reach the mail service. Check your internet connection and try again.',
};

/**
 * What the visitor reads after a send. Status 0 only counts as a network error when the text says so
 * (the SDK's default), so an unexpected exception is not blamed on the connection.
 * @example describeSendResult({ ok: false, status: 429, text: 'Too Many Requests' }).explanation // 'You can send one enquiry…'
 */
export function describeSendResult({ ok, status, text }: SendResult): { message: string; explanation?: string } {
  if (ok) return { message: 'Form submitted successfully.' };
  const isUnexplained = status === 0 && text !== NETWORK_ERROR.text;
  return {
    message: 'Form not submitted. Please try again.',
    explanation: isUnexplained ? undefined : EXPLANATIONS[status],
  };
}
