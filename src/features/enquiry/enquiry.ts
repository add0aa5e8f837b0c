import type React from 'react';
import { callingCode, DEFAULT_PHONE_COUNTRY, readPhone, type PhoneCountry } from '../../lib/contact/phone';

export type EnquiryField = 'name' | 'mobileNo' | 'email' | 'country' | 'message';
/** An enquiry as the visitor types it (product-rules §5 Enquiry form), with the country picked for the number. */
export type Enquiry = Record<EnquiryField, string> & { mobileCountry: PhoneCountry };
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
  /** At most this many characters (after trimming); longer values show "<label> must be at most <n> characters". */
  maxLength?: number;
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
    maxLength: 100,
    inputProps: { autoComplete: 'name' },
  },
  {
    // Read by lib/contact/phone.ts for the picked country; the form posts the number in E.164 as `mobile_no`
    // and the country as `mobile_country`.
    field: 'mobileNo',
    wireName: 'mobile_no',
    label: 'Mobile number',
    required: 'Mobile number is required',
    invalid: 'Invalid mobile number',
    // The whole number (autofill may bring +44…): a pasted or filled international number picks its country.
    inputProps: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  },
  {
    field: 'email',
    wireName: 'email',
    label: 'Email',
    required: 'Email is required',
    // Text, at-sign, text, dot, text, no spaces anywhere.
    pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    invalid: 'Invalid email address',
    // RFC 5321's longest forward path.
    maxLength: 254,
    inputProps: { type: 'email', autoComplete: 'email' },
  },
  {
    field: 'country',
    wireName: 'country',
    label: 'Country',
    maxLength: 60,
    inputProps: { autoComplete: 'country-name' },
  },
  { field: 'message', wireName: 'message', label: 'Message', isMultiline: true, maxLength: 5000 },
];

/** The message's limit (product-rules §5), and from how many characters its counter shows. */
export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_COUNTER_FROM = 4000;

export const EMPTY_ENQUIRY: Enquiry = {
  name: '',
  mobileNo: '',
  email: '',
  country: '',
  message: '',
  mobileCountry: DEFAULT_PHONE_COUNTRY,
};

/** The mobile number's hint for the picked country: India keeps its SPEC wording. */
export function mobileHint(country: PhoneCountry): string {
  return country === 'IN'
    ? '10 digits, without +91 or spaces'
    : `Your number as dialled in the country, or starting +${callingCode(country)}`;
}

/**
 * The message for one field, or undefined when it is valid. Surrounding spaces are ignored
 * (a pasted " 9876543210" is fine); spaces inside a value are not. The mobile number is read for
 * `mobileCountry` (lib/contact/phone.ts).
 * @example validateField('mobileNo', '98765 43210') // 'Invalid mobile number'
 */
export function validateField(
  field: EnquiryField,
  rawValue: string,
  mobileCountry: PhoneCountry = DEFAULT_PHONE_COUNTRY,
): string | undefined {
  const { label, required, pattern, invalid, maxLength } = ENQUIRY_FORM_FIELDS.find((spec) => spec.field === field)!;
  const value = rawValue.trim();
  if (field === 'mobileNo') return readPhone(value, mobileCountry).error;
  if (!value) return required;
  // Formatted here, not when the module loads: the first Intl call of a page loads the browser's locale
  // data, a long task on a slow phone while the form hydrates (docs/performance.md).
  if (maxLength && value.length > maxLength)
    return `${label} must be at most ${maxLength.toLocaleString('en-IN')} characters`;
  return pattern && !pattern.test(value) ? invalid : undefined;
}

/**
 * Every broken rule of an enquiry; an empty object means it may be sent.
 * @example validateEnquiry({ ...EMPTY_ENQUIRY, name: 'Asha' }) // { mobileNo: 'Mobile number is required', email: … }
 */
export function validateEnquiry(enquiry: Enquiry): EnquiryErrors {
  const found = ENQUIRY_FORM_FIELDS.map(
    ({ field }) => [field, validateField(field, enquiry[field], enquiry.mobileCountry)] as const,
  );
  return Object.fromEntries(found.filter(([, message]) => message));
}

/**
 * The longest mailto: link we hand to a mail client. Internet Explorer and Outlook's protocol handler stop
 * at 2,083 characters, and some webmail handlers at about 2,000; the shortest common limit is kept.
 */
export const MAILTO_MAX_LENGTH = 2000;

const SHORTENED_NOTE = '\n[Shortened: the full message is still in the form on the website.]';

/**
 * A mailto: link carrying the enquiry, for when sending fails (an enquiry is never lost).
 * Percent-encoded as RFC 6068 asks (spaces as %20, not +); empty fields are left out; the number is
 * written in E.164. A message that would make the link longer than `MAILTO_MAX_LENGTH` is cut (never
 * inside a percent-escape) and says so; `isShortened` tells the form to say so too.
 * @example enquiryMailto('info@x.com', { ...EMPTY_ENQUIRY, name: 'Asha', message: 'Hi' }).href
 * // 'mailto:info@x.com?subject=Website%20enquiry%20from%20Asha&body=Name%3A%20Asha%0A%0AMessage%3A%0AHi'
 */
export function enquiryMailto(to: string, enquiry: Enquiry): { href: string; isShortened: boolean } {
  const name = enquiry.name.trim();
  const subject = name ? `Website enquiry from ${name}` : 'Website enquiry';
  const shown = (field: EnquiryField) =>
    field === 'mobileNo'
      ? (readPhone(enquiry.mobileNo, enquiry.mobileCountry).e164 ?? enquiry.mobileNo.trim())
      : enquiry[field].trim();
  const lines = ENQUIRY_FORM_FIELDS.filter(({ field }) => field !== 'message' && enquiry[field].trim()).map(
    ({ field, label }) => `${label}: ${shown(field)}`,
  );
  const link = (message: string) => {
    const body = [lines.join('\n'), message ? `Message:\n${message}` : ''].filter(Boolean).join('\n\n');
    return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  };
  const message = enquiry.message.trim();
  const whole = link(message);
  if (whole.length <= MAILTO_MAX_LENGTH) return { href: whole, isShortened: false };
  // Encoding makes a character up to 12 times longer, so find the longest start that fits by halving; counted
  // in code points, because encodeURIComponent refuses half of a surrogate pair (an emoji).
  const characters = Array.from(message);
  const shortened = (count: number) => link(`${characters.slice(0, count).join('')}${SHORTENED_NOTE}`);
  let [fits, tooLong] = [0, characters.length];
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (shortened(middle).length <= MAILTO_MAX_LENGTH) fits = middle;
    else tooLong = middle;
  }
  return { href: shortened(fits), isShortened: true };
}

/** How a send ended (product-rules §8; defaults: 0, "Network Error"). */
export interface SendResult {
  ok: boolean;
  status: number;
  text: string;
}

export const NETWORK_ERROR: SendResult = { ok: false, status: 0, text: 'Network Error' };

/** How long a send may take before the form gives up on it (product-rules §9). */
export const SEND_TIMEOUT_MS = 30_000;
export const TIMED_OUT: SendResult = { ok: false, status: 0, text: 'Timed out' };

/** What went wrong, for the visitor's explanation and the `Enquiry failed` analytics event. */
export type FailureKind =
  'timeout' | 'network' | 'rate-limit' | 'spam-filter' | 'headless' | 'refused' | 'server' | 'unexpected';

/**
 * The kind of a failed send: status 0 is the connection only when the text says so (the SDK's default),
 * so an unexpected exception is not blamed on it.
 * @example failureKind({ ok: false, status: 502, text: 'Bad Gateway' }) // 'server'
 */
export function failureKind({ status, text }: SendResult): FailureKind {
  if (status === 0 && text === TIMED_OUT.text) return 'timeout';
  if (status === 0 && text === NETWORK_ERROR.text) return 'network';
  if (status === 429) return 'rate-limit';
  if (status === 403) return 'spam-filter';
  if (status === 451) return 'headless';
  if (status >= 400 && status < 500) return 'refused';
  if (status >= 500 && status < 600) return 'server';
  return 'unexpected';
}

/** product-rules §8: each kind's explanation, and whether sending again can work. */
const EXPLANATIONS: Readonly<Record<FailureKind, { text?: string; canRetry: boolean }>> = {
  'rate-limit': {
    text: 'You can send one enquiry every 10 seconds. Please wait a few seconds, then send it again.',
    canRetry: true,
  },
  'spam-filter': { text: 'Our spam filter blocked this enquiry. Please e-mail us instead.', canRetry: false },
  headless: {
    text: 'Enquiries from automated (headless) browsers are blocked. Please use a regular browser or e-mail us.',
    canRetry: false,
  },
  network: {
    text: 'We could not reach the mail service. Check your internet connection and try again.',
    canRetry: true,
  },
  timeout: {
    text:
      'The mail service did not answer within 30 seconds. Your enquiry may still reach us, so sending it again ' +
      'could deliver it twice; e-mailing it is the sure way.',
    canRetry: true,
  },
  server: {
    text: 'The mail service had a problem on its side. Trying again in a minute usually works.',
    canRetry: true,
  },
  refused: {
    text: 'The mail service refused this enquiry, so trying again will not help. Please e-mail or call us instead.',
    canRetry: false,
  },
  unexpected: { canRetry: true },
};

/**
 * What the visitor reads after a send, and whether "Try again" can help.
 * @example describeSendResult({ ok: false, status: 429, text: 'Too Many Requests' }).explanation // 'You can send one enquiry…'
 */
export function describeSendResult(result: SendResult): { message: string; explanation?: string; canRetry: boolean } {
  if (result.ok) return { message: 'Form submitted successfully.', canRetry: false };
  const { text, canRetry } = EXPLANATIONS[failureKind(result)];
  return {
    message: canRetry ? 'Form not submitted. Please try again.' : 'Form not submitted.',
    explanation: text,
    canRetry,
  };
}
