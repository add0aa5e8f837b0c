import { enquiryMailto } from './enquiry-mailto';

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
