import { readContent } from '../../../tests/content/content-dir';
import { siteSchema } from './site-schema';

const site = readContent<Record<string, unknown>>('site/site.json');
const issuesOf = (changes: Record<string, unknown>) => {
  const result = siteSchema.safeParse({ ...site, ...changes });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('siteSchema: the booking page and the reply time', () => {
  it('takes a booking page or none', () => {
    expect(issuesOf({ bookingUrl: 'https://cal.com/example-studio/intro-call' })).toEqual([]);
    expect(issuesOf({ bookingUrl: 'https://calendly.com/example/30min' })).toEqual([]);
    expect(issuesOf({ bookingUrl: undefined })).toEqual([]);
  });

  it.each(['http://cal.com/example', 'cal.com/example', 'https://', '/contact/', ' '])(
    'refuses a booking page that is not a full https address: %p',
    (bookingUrl) => {
      const issues = issuesOf({ bookingUrl });
      expect(issues.length).toBeGreaterThan(0);
      expect(issues.every((issue) => issue.startsWith('bookingUrl: '))).toBe(true);
    },
  );

  it('needs the reply time the thank-you panel shows, short', () => {
    expect(issuesOf({ enquiryReplyTime: '' })).toEqual(['enquiryReplyTime: Must not be empty']);
    expect(issuesOf({ enquiryReplyTime: 'x'.repeat(61) })).toEqual(['enquiryReplyTime: At most 60 characters']);
    expect(issuesOf({ enquiryReplyTime: undefined })).toEqual(['enquiryReplyTime: Required']);
  });
});
