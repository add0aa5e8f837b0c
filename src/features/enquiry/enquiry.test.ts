import {
  EMPTY_ENQUIRY,
  ENQUIRY_MESSAGES,
  enquiryMailto,
  firstInvalidField,
  validateEnquiry,
  validateField,
  type Enquiry,
} from './enquiry';

const valid: Enquiry = {
  name: 'Asha Verma',
  mobileNo: '9876543210',
  email: 'asha@example.in',
  country: 'India',
  message: 'We need a mobile app.',
};

describe('validateField: name (product-rules §5 required)', () => {
  it('says "Name is required" when empty', () => {
    expect(validateField('name', '')).toBe('Name is required');
  });
  it('treats spaces only as empty', () => {
    expect(validateField('name', '   ')).toBe(ENQUIRY_MESSAGES.nameRequired);
  });
  it('accepts any non-empty name', () => {
    expect(validateField('name', 'A')).toBeUndefined();
  });
});

describe('validateField: mobile number (product-rules §5 required, exactly 10 digits)', () => {
  it('says "Mobile number is required" when empty', () => {
    expect(validateField('mobileNo', '')).toBe('Mobile number is required');
    expect(validateField('mobileNo', '  ')).toBe('Mobile number is required');
  });
  it('accepts exactly 10 digits', () => {
    expect(validateField('mobileNo', '9876543210')).toBeUndefined();
  });
  it('ignores spaces around the number', () => {
    expect(validateField('mobileNo', ' 9876543210 ')).toBeUndefined();
  });
  it.each([
    ['9 digits', '987654321'],
    ['11 digits', '98765432101'],
    ['a space inside', '98765 43210'],
    ['a country code', '+919876543210'],
    ['a hyphen', '98765-43210'],
    ['a letter', '98765432a0'],
    ['non-ASCII digits', '९८७६५४३२१०'],
  ])('says "Invalid mobile number" for %s', (_label, value) => {
    expect(validateField('mobileNo', value)).toBe('Invalid mobile number');
  });
});

describe('validateField: email (product-rules §5 required, text@text.text without spaces)', () => {
  it('says "Email is required" when empty', () => {
    expect(validateField('email', '')).toBe('Email is required');
  });
  it.each(['a@b.c', 'asha.verma@example.co.in', 'first+tag@mail.example.com'])('accepts %s', (value) => {
    expect(validateField('email', value)).toBeUndefined();
  });
  it.each([
    ['no at-sign', 'asha.example.in'],
    ['no dot after the at-sign', 'asha@example'],
    ['nothing before the at-sign', '@example.in'],
    ['nothing after the dot', 'asha@example.'],
    ['nothing between at-sign and dot', 'asha@.in'],
    ['two at-signs', 'asha@@example.in'],
    ['a space inside', 'asha verma@example.in'],
  ])('says "Invalid email address" with %s', (_label, value) => {
    expect(validateField('email', value)).toBe('Invalid email address');
  });
});

describe('validateField: optional fields (product-rules §5 country, message)', () => {
  it('accepts an empty country and message', () => {
    expect(validateField('country', '')).toBeUndefined();
    expect(validateField('message', '')).toBeUndefined();
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

const enquiry = {
  name: 'Asha Rao',
  mobileNo: '9876543210',
  email: 'asha@example.com',
  country: 'India',
  message: 'We need a DevOps audit & a quote.\nBudget: 5 lakh',
};

describe('enquiryMailto', () => {
  it('addresses the company and carries subject and every field', () => {
    const url = new URL(enquiryMailto('info@example.com', enquiry));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('info@example.com');
    expect(url.searchParams.get('subject')).toBe('Website enquiry from Asha Rao');
    expect(url.searchParams.get('body')).toBe(
      'Name: Asha Rao\nMobile number: 9876543210\nEmail: asha@example.com\nCountry: India\n\nMessage:\nWe need a DevOps audit & a quote.\nBudget: 5 lakh',
    );
  });

  it('encodes spaces as %20, never +', () => {
    const href = enquiryMailto('info@example.com', enquiry);
    expect(href).toContain('subject=Website%20enquiry%20from%20Asha%20Rao');
    expect(href).not.toContain('+');
  });

  it('leaves out empty fields and falls back to a plain subject without a name', () => {
    const url = new URL(
      enquiryMailto('info@example.com', { name: ' ', mobileNo: '', email: 'a@b.co', country: '', message: '' }),
    );
    expect(url.searchParams.get('subject')).toBe('Website enquiry');
    expect(url.searchParams.get('body')).toBe('Email: a@b.co');
  });
});
