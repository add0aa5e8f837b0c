/**
 * Contact enquiry rules and messages exactly as product-rules §5 "Contact form". Pure: the form calls these
 * with its current values and shows what comes back, so every visitor sees the same words.
 */

/** product-rules §3 Contact enquiry, in form order (camelCase here; wire names live in services/enquiry-fields). */
export interface Enquiry {
  name: string;
  mobileNo: string;
  email: string;
  country: string;
  message: string;
}

export type EnquiryField = keyof Enquiry;

/** Field → message for every field that breaks a rule; valid fields are absent. */
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

/** Form order, used to move focus to the first invalid field. */
export const ENQUIRY_FIELDS: readonly EnquiryField[] = ['name', 'mobileNo', 'email', 'country', 'message'];

export const EMPTY_ENQUIRY: Enquiry = { name: '', mobileNo: '', email: '', country: '', message: '' };

export const ENQUIRY_MESSAGES = {
  nameRequired: 'Name is required',
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Invalid mobile number',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
} as const;

/** product-rules §9: a mobile number is exactly 10 digits. */
export const MOBILE_DIGITS = 10;

const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_DIGITS}}$`);
/** product-rules §5: text, at-sign, text, dot, text, no spaces anywhere. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The message for one field, or undefined when it is valid. Surrounding spaces are ignored
 * (a pasted " 9876543210" is fine); spaces inside a value are not.
 * @example validateField('mobileNo', '98765 43210') // 'Invalid mobile number'
 */
export function validateField(field: EnquiryField, rawValue: string): string | undefined {
  const value = rawValue.trim();
  switch (field) {
    case 'name':
      return value ? undefined : ENQUIRY_MESSAGES.nameRequired;
    case 'mobileNo':
      if (!value) return ENQUIRY_MESSAGES.mobileRequired;
      return MOBILE_PATTERN.test(value) ? undefined : ENQUIRY_MESSAGES.mobileInvalid;
    case 'email':
      if (!value) return ENQUIRY_MESSAGES.emailRequired;
      return EMAIL_PATTERN.test(value) ? undefined : ENQUIRY_MESSAGES.emailInvalid;
    case 'country':
    case 'message':
      return undefined;
  }
}

/**
 * Every broken rule of an enquiry; an empty object means it may be sent.
 * @example validateEnquiry({ ...EMPTY_ENQUIRY, name: 'Asha' }) // { mobileNo: 'Mobile number is required', email: 'Email is required' }
 */
export function validateEnquiry(enquiry: Enquiry): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const field of ENQUIRY_FIELDS) {
    const message = validateField(field, enquiry[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * The first field in form order that has an error, so focus can move there.
 * @example firstInvalidField({ email: 'Email is required', name: 'Name is required' }) // 'name'
 */
export function firstInvalidField(errors: EnquiryErrors): EnquiryField | undefined {
  return ENQUIRY_FIELDS.find((field) => errors[field] !== undefined);
}
