import type { Enquiry } from './enquiry-validation';

/** Labels of the enquiry fields in the e-mail body, in form order. */
const BODY_LABELS: ReadonlyArray<[keyof Enquiry, string]> = [
  ['name', 'Name'],
  ['mobileNo', 'Mobile number'],
  ['email', 'Email'],
  ['country', 'Country'],
];

/**
 * A mailto: link carrying the enquiry, for when sending fails (issue 14 item 11: an enquiry is
 * never lost). Percent-encoded as RFC 6068 asks (spaces as %20, not +); empty fields are left out.
 * Example: `enquiryMailto('info@x.com', { name: 'Asha', message: 'Hi', … })` →
 * `mailto:info@x.com?subject=Website%20enquiry%20from%20Asha&body=Name%3A%20Asha%0A%0AMessage%3A%0AHi`.
 */
export function enquiryMailto(to: string, enquiry: Enquiry): string {
  const name = enquiry.name.trim();
  const subject = name ? `Website enquiry from ${name}` : 'Website enquiry';
  const lines = BODY_LABELS.filter(([field]) => enquiry[field].trim()).map(
    ([field, label]) => `${label}: ${enquiry[field].trim()}`,
  );
  const message = enquiry.message.trim();
  const body = [lines.join('\n'), message ? `Message:\n${message}` : ''].filter(Boolean).join('\n\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
