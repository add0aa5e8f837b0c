import { caseStudySchema } from './case-study-schema';
import { formatIssues } from './format-issues';
import { howWeWorkSchema } from './how-we-work-schema';
import { siteSchema } from './site-schema';
import { teamSchema } from './team-schema';

/** The problems the build would print for a file, as `file: field "path": message` lines. */
const problems = (rule: { safeParse: (value: unknown) => unknown }, value: unknown) => {
  const result = rule.safeParse(value) as { success: boolean; error?: { issues: never[] } };
  return result.success ? [] : formatIssues('x.json', result.error!.issues);
};

const study = {
  slug: 'a-study',
  title: 'A study',
  summary: 'What happened.',
  published: '2026-11-28',
  service: 'devops',
  card: 1,
  industry: 'Retail',
  client: { sector: 'Retailer', size: 'Start-up' },
  figures: [
    { value: '−20%', label: 'cost' },
    { value: '2x', label: 'speed' },
  ],
  problem: ['P.'],
  approach: ['A.'],
  hardPart: ['H.'],
  measured: ['M.'],
  stack: ['Terraform'],
  team: 'Two engineers',
};

describe('case study rule', () => {
  it('accepts a withheld client and leaves the optional parts out', () => {
    expect(problems(caseStudySchema, study)).toEqual([]);
  });

  it('needs two or three headline figures, each short enough to set large', () => {
    expect(problems(caseStudySchema, { ...study, figures: [study.figures[0]] })).toEqual([
      'x.json: field "figures": Needs 2 or 3 headline figures',
    ]);
    expect(
      problems(caseStudySchema, { ...study, figures: [{ value: 'a very long figure', label: 'x' }, study.figures[1]] }),
    ).toEqual(['x.json: field "figures[0].value": At most 12 characters']);
  });

  it('requires alt text on every picture', () => {
    expect(problems(caseStudySchema, { ...study, pictures: [{ image: './images/a.png' }] })).toEqual([
      'x.json: field "pictures[0].alt": Required',
    ]);
  });

  it('treats a quote the form left blank as no quote, and a half-filled one as an error', () => {
    expect(problems(caseStudySchema, { ...study, quote: { text: '', name: '', role: '' } })).toEqual([]);
    expect(problems(caseStudySchema, { ...study, quote: { text: 'Good.', name: '', role: '' } })).toEqual([
      'x.json: field "quote.name": Must not be empty',
      'x.json: field "quote.role": Must not be empty',
    ]);
  });
});

describe('team rule', () => {
  const member = { id: 'amit', name: 'Amit Sharma', role: 'Lead', bio: 'Short.' };
  const team = { heading: 'People', intro: 'Intro.', enquiriesHeading: 'Who reads', members: [member] };
  it('accepts a member without a photo, and asks for alt text with one', () => {
    expect(problems(teamSchema, team)).toEqual([]);
    expect(problems(teamSchema, { ...team, members: [{ ...member, photo: './images/a.jpg' }] })).toEqual([
      'x.json: field "members[0].photoAlt": Required with a photo',
    ]);
  });

  it('keeps the bio to two lines and names unique', () => {
    expect(problems(teamSchema, { ...team, members: [{ ...member, bio: 'x'.repeat(181) }] })).toEqual([
      'x.json: field "members[0].bio": At most 180 characters (two lines on a card)',
    ]);
    expect(problems(teamSchema, { ...team, members: [member, { ...member, id: 'other' }] })).toEqual([
      'x.json: field "members[1].name": Duplicate name "Amit Sharma" (already used by entry 0)',
    ]);
  });
});

describe('how-we-work rule', () => {
  const section = { heading: 'H', text: ['T.'] };
  const page = {
    seoTitle: 'How we work',
    description: 'D.',
    hero: { title: 'T', intro: 'I' },
    modelsHeading: 'Models',
    models: [{ id: 1, title: 'Fixed scope', bestFor: 'B', description: 'D' }],
    firstWeeks: { heading: 'H', intro: 'I', steps: ['S'] },
    minimum: section,
    ownership: section,
    estimates: section,
  };
  it('reads whole without prices or trial terms, and takes them when the owner writes them', () => {
    expect(problems(howWeWorkSchema, page)).toEqual([]);
    expect(problems(howWeWorkSchema, { ...page, pricing: { heading: '', text: [''] } })).toEqual([]);
    expect(problems(howWeWorkSchema, { ...page, trial: { heading: 'Trial', text: [] } })).toEqual([
      'x.json: field "trial.text": Needs at least one paragraph',
    ]);
  });
});

describe('company facts in site.json', () => {
  it('checks phone hours as 24-hour IST times that close after they open', () => {
    const hours = (opens: string, closes: string) =>
      siteSchema.shape.phoneHours.safeParse({ days: 'Mon to Fri', opens, closes });
    expect(hours('09:30', '18:30').success).toBe(true);
    expect(hours('9.30', '18:30').success).toBe(false);
    expect(hours('18:30', '09:30').success).toBe(false);
    expect(siteSchema.shape.phoneHours.safeParse({ days: '', opens: '', closes: '' })).toEqual({
      success: true,
      data: undefined,
    });
  });

  it('takes each registration once, and only the fields the launch check knows as awaiting confirmation', () => {
    const registrations = siteSchema.shape.registrations;
    expect(registrations.safeParse([{ name: 'CIN', value: 'U1' }]).success).toBe(true);
    expect(
      registrations.safeParse([
        { name: 'CIN', value: 'U1' },
        { name: 'CIN', value: 'U2' },
      ]).success,
    ).toBe(false);
    expect(siteSchema.shape.awaitingConfirmation.safeParse(['phone']).success).toBe(true);
    expect(siteSchema.shape.awaitingConfirmation.safeParse(['colour']).success).toBe(false);
    expect(siteSchema.shape.awaitingConfirmation.safeParse(['phone', 'phone']).success).toBe(false);
  });
});
