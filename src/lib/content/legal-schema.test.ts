import { formatIssues } from './format-issues';
import { findTopLevelHeadings, legalFrontmatterSchema } from './legal-schema';
import { calendarDate } from './primitives';

const valid = { title: 'Privacy Policy', description: 'What we collect and why.', updated: '2026-11-21' };

describe('legalFrontmatterSchema', () => {
  it('accepts complete front matter', () => {
    expect(legalFrontmatterSchema.parse(valid)).toEqual(valid);
  });

  it('names a missing field', () => {
    const { title: _title, ...rest } = valid;
    const result = legalFrontmatterSchema.safeParse(rest);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(formatIssues('content/legal/privacy.md', result.error.issues)).toEqual([
        'content/legal/privacy.md: field "title": Required',
      ]);
    }
  });

  it('rejects a description longer than a meta description allows', () => {
    expect(legalFrontmatterSchema.safeParse({ ...valid, description: 'x'.repeat(161) }).success).toBe(false);
  });

  it('rejects unknown fields, so a misspelt key is caught', () => {
    expect(legalFrontmatterSchema.safeParse({ ...valid, updatd: '2026-01-01' }).success).toBe(false);
  });
});

describe('calendarDate', () => {
  it('accepts a quoted YYYY-MM-DD date', () => {
    expect(calendarDate.parse('2024-02-29')).toBe('2024-02-29');
  });

  it('accepts the Date object YAML makes of an unquoted date', () => {
    expect(calendarDate.parse(new Date('2026-11-21T00:00:00Z'))).toBe('2026-11-21');
  });

  it('rejects impossible dates and other formats', () => {
    expect(calendarDate.safeParse('2026-02-30').success).toBe(false);
    expect(calendarDate.safeParse('21 Nov 2026').success).toBe(false);
    expect(calendarDate.safeParse(20261121).success).toBe(false);
  });
});

describe('findTopLevelHeadings', () => {
  it('finds "# " headings by line number', () => {
    expect(findTopLevelHeadings('Intro\n\n# Second title\n\n## Section')).toEqual([3]);
  });

  it('ignores ## headings, hashtags and headings inside fenced code', () => {
    expect(findTopLevelHeadings('## Section\n#hashtag\n```sh\n# a shell comment\n```')).toEqual([]);
  });
});
