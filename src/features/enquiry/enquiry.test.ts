import {
  describeSendResult,
  EMPTY_ENQUIRY,
  enquiryMailto,
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

/** product-rules §5: per field, the values that get each message (`valid`: no message). */
const cases: Record<EnquiryField, Record<string, string[]>> = {
  name: { 'Name is required': ['', '   '], valid: ['A'] },
  mobileNo: {
    'Mobile number is required': ['', '  '],
    valid: ['9876543210', ' 9876543210 '],
    // 9 and 11 digits, a space inside, a country code, a hyphen, a letter, non-ASCII digits.
    'Invalid mobile number': [
      '987654321',
      '98765432101',
      '98765 43210',
      '+919876543210',
      '98765-43210',
      '98765432a0',
      '९८७६५४३२१०',
    ],
  },
  email: {
    'Email is required': [''],
    valid: ['a@b.c', 'asha.verma@example.co.in', 'first+tag@mail.example.com'],
    // No at-sign, no dot after it, nothing before it, nothing after the dot, nothing between, two, a space.
    'Invalid email address': [
      'asha.example.in',
      'asha@example',
      '@example.in',
      'asha@example.',
      'asha@.in',
      'asha@@example.in',
      'asha verma@example.in',
    ],
  },
  country: { valid: [''] },
  message: { valid: [''] },
};

describe('validateField (product-rules §5)', () => {
  const rows = Object.entries(cases).flatMap(([field, outcomes]) =>
    Object.entries(outcomes).flatMap(([message, values]) => values.map((value) => [field, value, message] as const)),
  );
  it.each(rows)('%s %p → %s', (field, value, message) => {
    expect(validateField(field as EnquiryField, value)).toBe(message === 'valid' ? undefined : message);
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

describe('describeSendResult (product-rules §8)', () => {
  it('says "Form submitted successfully." on success', () => {
    expect(describeSendResult({ ok: true, status: 200, text: 'OK' })).toEqual({
      message: 'Form submitted successfully.',
    });
  });
  it('says "Form not submitted. Please try again." on any failure', () => {
    expect(describeSendResult({ ok: false, status: 500, text: 'Internal Server Error' })).toEqual({
      message: 'Form not submitted. Please try again.',
    });
  });
  it.each([
    ['asks to wait after 429 Too Many Requests', 429, 'Too Many Requests', /one enquiry every 10 seconds.*wait/i],
    ['says the enquiry was blocked after 403 Forbidden', 403, 'Forbidden', /blocked/i],
    ['says headless browsers are blocked after 451', 451, 'Unavailable For Headless Browser', /headless.*blocked/i],
    ['asks to check the connection after status 0 "Network Error"', 0, 'Network Error', /internet connection/i],
    ['does not blame the connection for a status 0 with another text', 0, 'Something else', undefined],
    ['adds no explanation for a 400 from the provider', 400, 'The service ID not found.', undefined],
  ])('%s', (_rule, status, text, explanation) => {
    const described = describeSendResult({ ok: false, status, text });
    expect(described.message).toBe('Form not submitted. Please try again.');
    if (explanation) expect(described.explanation).toMatch(explanation);
    else expect(described.explanation).toBeUndefined();
  });
});
