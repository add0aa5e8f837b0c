import type { z } from 'zod';
import { schemaMessages as messages } from '../../../tests/content/content-dir';
import { contentCareersFixture, contentJobFixture } from '../../../tests/fixtures/content-job';
import { careersSchema } from './careers-schema';

type Jobs = z.input<typeof careersSchema>;

describe('careersSchema', () => {
  /** A fixture job three times (never today's jobs.json, whose jobs an editor may close or remove). */
  const threeJobs = (): Jobs => {
    const job = contentJobFixture as Jobs['jobs'][number];
    const jobs = [0, 1, 2].map((index) => ({ ...job, jobId: `J${String(901 + index)}` }));
    return { ...(JSON.parse(JSON.stringify(contentCareersFixture)) as Jobs), jobs };
  };

  it('rejects a malformed or repeated job code', () => {
    const broken = threeJobs();
    Object.assign(broken.jobs[2]!, { jobId: 'j3' });
    expect(messages(careersSchema, broken)).toEqual([
      'file.json: field "jobs[2].jobId": Must be J followed by three digits, like J001',
    ]);
    const repeated = threeJobs();
    Object.assign(repeated.jobs[1]!, { jobId: 'J901' });
    expect(messages(careersSchema, repeated)).toEqual([
      'file.json: field "jobs[1].jobId": Duplicate jobId "J901" (already used by entry 0)',
    ]);
  });

  it('rejects impossible dates, an expiry before posting and a reversed stipend range', () => {
    const broken = threeJobs();
    Object.assign(broken.jobs[0]!, { datePosted: '2026-02-30' });
    Object.assign(broken.jobs[1]!, { datePosted: '2026-02-01' });
    Object.assign(broken.jobs[1]!, { validThrough: '2026-01-01' });
    Object.assign(broken.jobs[2]!, { stipend: '5-3' });
    expect(messages(careersSchema, broken)).toEqual([
      'file.json: field "jobs[0].datePosted": Must be a real calendar date',
      'file.json: field "jobs[1].validThrough": Must not be before datePosted',
      'file.json: field "jobs[2].stipend": The range must go from low to high',
    ]);
  });

  it('only accepts monthly stipends and Google employment types', () => {
    const broken = threeJobs();
    Object.assign(broken.jobs[0]!, { stipendType: 'week' });
    Object.assign(broken.jobs[0]!, { employmentType: 'INTERNSHIP' });
    expect(messages(careersSchema, broken)).toEqual([
      'file.json: field "jobs[0].stipendType": Must be "month" (product-rules §9)',
      expect.stringContaining('file.json: field "jobs[0].employmentType": Must be one of FULL_TIME'),
    ]);
  });

  it('accepts no jobs at all (the careers page then invites a CV)', () => {
    expect(messages(careersSchema, { ...contentCareersFixture, jobs: [] })).toEqual([]);
  });

  it('accepts a job without a closing date', () => {
    const open = threeJobs();
    delete open.jobs[0]!.validThrough;
    expect(messages(careersSchema, open)).toEqual([]);
  });

  it('needs a first week of two to five short steps, and names the field that breaks it', () => {
    const copy = threeJobs();
    const step = { when: 'Day 1', what: 'Meet your mentor.' };
    expect(messages(careersSchema, { ...copy, firstWeek: { heading: 'Your first week', steps: [step] } })).toEqual([
      'file.json: field "firstWeek.steps": At least two steps',
    ]);
    const long = {
      ...copy,
      firstWeek: { heading: 'Your first week', steps: [step, { ...step, when: 'The whole second day' }] },
    };
    expect(messages(careersSchema, long)).toEqual([
      'file.json: field "firstWeek.steps[1].when": At most 16 characters, like Day 1 or Days 2–3',
    ]);
    const { firstWeek: _missing, ...without } = copy;
    expect(messages(careersSchema, without)).toHaveLength(1);
  });
});
