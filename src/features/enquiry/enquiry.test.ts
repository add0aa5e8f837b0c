import {
  describeSendResult,
  EMPTY_ENQUIRY,
  enquiryMailto,
  failureKind,
  MAILTO_MAX_LENGTH,
  mobileHint,
  TIMED_OUT,
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
  mobileCountry: 'IN',
};

/** product-rules §5: per field, the values that get each message (`valid`: no message). */
const cases: Record<EnquiryField, Record<string, string[]>> = {
  name: {
    'Name is required': ['', '   '],
    valid: ['A', 'A'.repeat(100)],
    'Name must be at most 100 characters': ['A'.repeat(101)],
  },
  mobileNo: {
    'Mobile number is required': ['', '  '],
    // With India picked; a number written with +91 may group its 10 digits.
    valid: ['9876543210', ' 9876543210 ', '+919876543210', '+91 98765 43210'],
    // 9 and 11 digits, a space inside, a hyphen, a letter, non-ASCII digits.
    'Invalid mobile number': ['987654321', '98765432101', '98765 43210', '98765-43210', '98765432a0', '९८७६५४३२१०'],
  },
  email: {
    'Email is required': [''],
    valid: ['a@b.c', 'asha.verma@example.co.in', 'first+tag@mail.example.com', `${'a'.repeat(240)}@example.com`],
    'Email must be at most 254 characters': [`${'a'.repeat(250)}@example.com`],
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
  country: { valid: ['', 'United Kingdom'], 'Country must be at most 60 characters': ['C'.repeat(61)] },
  message: { valid: ['', 'M'.repeat(5000)], 'Message must be at most 5,000 characters': ['M'.repeat(5001)] },
};

describe('validateField (product-rules §5)', () => {
  const rows = Object.entries(cases).flatMap(([field, outcomes]) =>
    Object.entries(outcomes).flatMap(([message, values]) => values.map((value) => [field, value, message] as const)),
  );
  it.each(rows)('%s %p → %s', (field, value, message) => {
    expect(validateField(field as EnquiryField, value)).toBe(message === 'valid' ? undefined : message);
  });
});

describe('the mobile number for other countries (product-rules §5)', () => {
  it.each([
    ['+44 7700 900123', 'IN'],
    ['07700900123', 'GB'],
    ['+1 (415) 555-0100', 'IN'],
  ])('accepts %p with %s picked', (value, country) => {
    expect(validateField('mobileNo', value, country as 'IN')).toBeUndefined();
  });

  it('refuses a UK number that is too short', () => {
    expect(validateField('mobileNo', '07700', 'GB')).toBe('Invalid mobile number');
  });

  it('hints at the rule of the picked country, India keeping its SPEC wording', () => {
    expect(mobileHint('IN')).toBe('10 digits, without +91 or spaces');
    expect(mobileHint('GB')).toMatch(/\+44/);
  });

  it('validates an enquiry against the country it carries', () => {
    expect(validateEnquiry({ ...valid, mobileNo: '07700900123', mobileCountry: 'GB' })).toEqual({});
    expect(validateEnquiry({ ...valid, mobileNo: '07700900123' })).toEqual({ mobileNo: 'Invalid mobile number' });
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
    const url = new URL(enquiryMailto('info@example.com', valid).href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('info@example.com');
    expect(url.searchParams.get('subject')).toBe('Website enquiry from Asha Rao');
    expect(url.searchParams.get('body')).toBe(
      'Name: Asha Rao\nMobile number: +919876543210\nEmail: asha@example.com\nCountry: India\n\nMessage:\nWe need a DevOps audit & a quote.\nBudget: 5 lakh',
    );
  });

  it('encodes spaces as %20, never +', () => {
    const { href } = enquiryMailto('info@example.com', valid);
    expect(href).toContain('subject=Website%20enquiry%20from%20Asha%20Rao');
    expect(href).not.toContain('+');
  });

  it('leaves out empty fields and falls back to a plain subject without a name', () => {
    const url = new URL(enquiryMailto('info@example.com', { ...EMPTY_ENQUIRY, name: ' ', email: 'a@b.co' }).href);
    expect(url.searchParams.get('subject')).toBe('Website enquiry');
    expect(url.searchParams.get('body')).toBe('Email: a@b.co');
  });
});

describe('enquiryMailto: capped to what mail clients accept', () => {
  it('keeps a short enquiry whole', () => {
    expect(enquiryMailto('info@example.com', valid).isShortened).toBe(false);
  });

  it.each([
    ['plain text', 'word '.repeat(1000)],
    ['text that encodes long', 'नमस्ते & ? # % '.repeat(400)],
    ['emoji', '🚀'.repeat(3000)],
  ])('cuts a long message (%s) to at most MAILTO_MAX_LENGTH characters and says so', (_kind, message) => {
    const { href, isShortened } = enquiryMailto('info@example.com', { ...valid, message });
    expect(isShortened).toBe(true);
    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(href.length).toBeGreaterThan(MAILTO_MAX_LENGTH - 200);
    const body = new URL(href).searchParams.get('body')!;
    expect(body).toContain('Name: Asha Rao');
    expect(body).toMatch(/\[Shortened: the full message is still in the form on the website\.\]$/);
  });
});

describe('failureKind (the Enquiry failed event)', () => {
  it.each([
    [TIMED_OUT, 'timeout'],
    [{ ok: false, status: 0, text: 'Network Error' }, 'network'],
    [{ ok: false, status: 429, text: 'Too Many Requests' }, 'rate-limit'],
    [{ ok: false, status: 403, text: 'Forbidden' }, 'spam-filter'],
    [{ ok: false, status: 451, text: 'Unavailable For Headless Browser' }, 'headless'],
    [{ ok: false, status: 400, text: 'The service ID not found.' }, 'refused'],
    [{ ok: false, status: 503, text: 'Service Unavailable' }, 'server'],
    [{ ok: false, status: -1, text: 'The public key is required' }, 'unexpected'],
  ])('%p → %s', (result, kind) => {
    expect(failureKind(result)).toBe(kind);
  });
});

describe('describeSendResult (product-rules §8)', () => {
  it('says "Form submitted successfully." on success', () => {
    expect(describeSendResult({ ok: true, status: 200, text: 'OK' })).toEqual({
      message: 'Form submitted successfully.',
      canRetry: false,
    });
  });
  it('says "Form not submitted. Please try again." when trying again can work', () => {
    expect(describeSendResult({ ok: false, status: 500, text: 'Internal Server Error' })).toMatchObject({
      message: 'Form not submitted. Please try again.',
      explanation: expect.stringMatching(/problem on its side/),
      canRetry: true,
    });
  });
  it('says when trying again will not help', () => {
    for (const status of [400, 403, 451]) {
      expect(describeSendResult({ ok: false, status, text: 'Refused' })).toMatchObject({
        message: 'Form not submitted.',
        canRetry: false,
      });
    }
    expect(describeSendResult({ ok: false, status: 400, text: 'Bad Request' }).explanation).toMatch(/will not help/);
  });
  it('warns that a timed-out enquiry may still arrive', () => {
    expect(describeSendResult(TIMED_OUT)).toMatchObject({
      canRetry: true,
      explanation: expect.stringMatching(/30 seconds.*may still/),
    });
  });
  it.each([
    ['asks to wait after 429 Too Many Requests', 429, 'Too Many Requests', /one enquiry every 10 seconds.*wait/i],
    ['says the enquiry was blocked after 403 Forbidden', 403, 'Forbidden', /blocked/i],
    ['says headless browsers are blocked after 451', 451, 'Unavailable For Headless Browser', /headless.*blocked/i],
    ['asks to check the connection after status 0 "Network Error"', 0, 'Network Error', /internet connection/i],
    ['does not blame the connection for a status 0 with another text', 0, 'Something else', undefined],
  ])('%s', (_rule, status, text, explanation) => {
    const described = describeSendResult({ ok: false, status, text });
    expect(described.message).toMatch(/^Form not submitted\./);
    if (explanation) expect(described.explanation).toMatch(explanation);
    else expect(described.explanation).toBeUndefined();
  });
});
