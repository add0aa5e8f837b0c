import { dayBefore, indiaDay, isJobOpen, isPostPublished, publishOptionsFromEnv } from './publication';

const production = { today: '2026-03-15', showDrafts: false };
const preview = { today: '2026-03-15', showDrafts: true };

describe('indiaDay', () => {
  it('turns over at midnight in India, 18:30 UTC', () => {
    expect(indiaDay(new Date('2026-03-14T18:29:59Z'))).toBe('2026-03-14');
    expect(indiaDay(new Date('2026-03-14T18:30:00Z'))).toBe('2026-03-15');
  });
  it('the 00:30 IST scheduled run (19:00 UTC) builds the new day', () => {
    expect(indiaDay(new Date('2026-03-14T19:00:00Z'))).toBe('2026-03-15');
  });
});

describe('dayBefore', () => {
  it('crosses month ends', () => expect(dayBefore('2026-03-01')).toBe('2026-02-28'));
});

describe('isPostPublished', () => {
  it('publishes a post dated today or earlier', () => {
    expect(isPostPublished({ date: '2026-03-15' }, production)).toBe(true);
    expect(isPostPublished({ date: '2025-01-01', draft: false }, production)).toBe(true);
  });
  it('keeps a post dated tomorrow out until its day', () => {
    expect(isPostPublished({ date: '2026-03-16' }, production)).toBe(false);
    expect(isPostPublished({ date: '2026-03-16' }, { ...production, today: '2026-03-16' })).toBe(true);
  });
  it('keeps a draft out of production whatever its date', () => {
    expect(isPostPublished({ date: '2020-01-01', draft: true }, production)).toBe(false);
  });
  it('shows drafts and scheduled posts in a preview build', () => {
    expect(isPostPublished({ date: '2020-01-01', draft: true }, preview)).toBe(true);
    expect(isPostPublished({ date: '2030-01-01' }, preview)).toBe(true);
  });
});

describe('isJobOpen', () => {
  it('keeps a job without a closing date', () => expect(isJobOpen({}, '2026-03-15')).toBe(true));
  it('keeps a job through its closing day and drops it the day after', () => {
    expect(isJobOpen({ validThrough: '2026-03-15' }, '2026-03-15')).toBe(true);
    expect(isJobOpen({ validThrough: '2026-03-14' }, '2026-03-15')).toBe(false);
  });
});

describe('publishOptionsFromEnv', () => {
  const now = new Date('2026-03-14T19:00:00Z');
  it('defaults to production on the day in India', () => {
    expect(publishOptionsFromEnv({}, now)).toEqual({ today: '2026-03-15', showDrafts: false });
  });
  it('takes a fixed day and the preview switch', () => {
    expect(publishOptionsFromEnv({ SITE_TODAY: '2027-01-02', SHOW_DRAFTS: '1' }, now)).toEqual({
      today: '2027-01-02',
      showDrafts: true,
    });
  });
  it('shows drafts in gatsby develop (npm run cms), not in gatsby build', () => {
    expect(publishOptionsFromEnv({ gatsby_executing_command: 'develop' }, now).showDrafts).toBe(true);
    expect(publishOptionsFromEnv({ gatsby_executing_command: 'build' }, now).showDrafts).toBe(false);
  });
  it('refuses a day in another format, naming the variable', () => {
    expect(() => publishOptionsFromEnv({ SITE_TODAY: '02 Jan 2027' }, now)).toThrow(/SITE_TODAY/);
  });
});
