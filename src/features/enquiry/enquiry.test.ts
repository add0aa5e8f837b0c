import {
  EMPTY_ENQUIRY,
  enquiryMailto,
  firstInvalidField,
  validateEnquiry,
  validateField,
  type Enquiry,
  type EnquiryField,
} from './enquiry';

const valid: Enquiry = {
  name: 'Asha Rao',
  mobileNo: '9876543210',
  email: 'asha@example.com',
  country: 'India',
  message: 'We need a DevOps audit & a quote.\nBudget: 5 lakh',
};

/** product-rules §5: [field, value, the message it gets (undefined: valid), what the case shows]. */
const cases: Array<[EnquiryField, string, string | undefined, string]> = [
  ['name', '', 'Name is required', 'empty'],
  ['name', '   ', 'Name is required', 'spaces only'],
  ['name', 'A', undefined, 'any non-empty name'],
  ['mobileNo', '', 'Mobile number is required', 'empty'],
  ['mobileNo', '  ', 'Mobile number is required', 'spaces only'],
  ['mobileNo', '9876543210', undefined, 'exactly 10 digits'],
  ['mobileNo', ' 9876543210 ', undefined, 'spaces around the number'],
  ['mobileNo', '987654321', 'Invalid mobile number', '9 digits'],
  ['mobileNo', '98765432101', 'Invalid mobile number', '11 digits'],
  ['mobileNo', '98765 43210', 'Invalid mobile number', 'a space inside'],
  ['mobileNo', '+919876543210', 'Invalid mobile number', 'a country code'],
  ['mobileNo', '98765-43210', 'Invalid mobile number', 'a hyphen'],
  ['mobileNo', '98765432a0', 'Invalid mobile number', 'a letter'],
  ['mobileNo', '९८७६५४३२१०', 'Invalid mobile number', 'non-ASCII digits'],
  ['email', '', 'Email is required', 'empty'],
  ['email', 'a@b.c', undefined, 'the shortest address'],
  ['email', 'asha.verma@example.co.in', undefined, 'dots in both parts'],
  ['email', 'first+tag@mail.example.com', undefined, 'a plus tag and a subdomain'],
  ['email', 'asha.example.in', 'Invalid email address', 'no at-sign'],
  ['email', 'asha@example', 'Invalid email address', 'no dot after the at-sign'],
  ['email', '@example.in', 'Invalid email address', 'nothing before the at-sign'],
  ['email', 'asha@example.', 'Invalid email address', 'nothing after the dot'],
  ['email', 'asha@.in', 'Invalid email address', 'nothing between at-sign and dot'],
  ['email', 'asha@@example.in', 'Invalid email address', 'two at-signs'],
  ['email', 'asha verma@example.in', 'Invalid email address', 'a space inside'],
  ['country', '', undefined, 'optional'],
  ['message', '', undefined, 'optional'],
];

describe('validateField (product-rules §5)', () => {
  it.each(cases)('%s %p → %p (%s)', (field, value, message) => {
    expect(validateField(field, value)).toBe(message);
  });
});

describe('validateEnquiry', () => {
  it('returns no errors for a valid enquiry, even without country and message', () => {
    expect(validateEnquiry(valid)).toEqual({});
    expect(validateEnquiry({ ...valid, country: '', message: '' })).toEqual({});
  });
  it('reports every required field of an empty form', () => {
    expect(validateEnquiry(EMPTY_ENQUIRY)).toEqual({
      name: 'Name is required',
      mobileNo: 'Mobile number is required',
      email: 'Email is required',
    });
  });
  it('reports only the broken fields', () => {
    expect(validateEnquiry({ ...valid, mobileNo: '12345', email: 'x@y' })).toEqual({
      mobileNo: 'Invalid mobile number',
      email: 'Invalid email address',
    });
  });
});

describe('firstInvalidField', () => {
  it('picks the first field in form order, whatever the object order', () => {
    expect(firstInvalidField({ email: 'Email is required', mobileNo: 'Invalid mobile number' })).toBe('mobileNo');
  });
  it('returns undefined when nothing is invalid', () => {
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('enquiryMailto', () => {
  it('addresses the company and carries subject and every field', () => {
    const url = new URL(enquiryMailto('info@example.com', valid));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('info@example.com');
    expect(url.searchParams.get('subject')).toBe('Website enquiry from Asha Rao');
    expect(url.searchParams.get('body')).toBe(
      'Name: Asha Rao\nMobile number: 9876543210\nEmail: asha@example.com\nCountry: India\n\nMessage:\nWe need a DevOps audit & a quote.\nBudget: 5 lakh',
    );
  });

  it('encodes spaces as %20, never +', () => {
    const href = enquiryMailto('info@example.com', valid);
    expect(href).toContain('subject=Website%20enquiry%20from%20Asha%20Rao');
    expect(href).not.toContain('+');
  });

  it('leaves out empty fields and falls back to a plain subject without a name', () => {
    const url = new URL(enquiryMailto('info@example.com', { ...EMPTY_ENQUIRY, name: ' ', email: 'a@b.co' }));
    expect(url.searchParams.get('subject')).toBe('Website enquiry');
    expect(url.searchParams.get('body')).toBe('Email: a@b.co');
  });
});
