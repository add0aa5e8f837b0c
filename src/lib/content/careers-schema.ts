import { z } from 'zod';
import { calendarDate, distinctIgnoringCase, paragraphs, seoDescription, seoTitle, text, uniqueBy } from './primitives';

/** Google's JobPosting employmentType values. */
const employmentTypes = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;

export const jobSchema = z
  .object({
    jobId: text.regex(/^J\d{3}$/, 'Must be J followed by three digits, like J001'),
    title: text,
    locations: z
      .array(text)
      .min(1, 'Needs at least one location')
      .refine(distinctIgnoringCase, 'Locations must not repeat'),
    stipend: text.regex(/^\d+(-\d+)?$/, 'Must be a number or a range like 4-5'),
    stipendUnit: z.enum(['k INR', 'INR'], { errorMap: () => ({ message: 'Must be "k INR" or "INR"' }) }),
    stipendType: z.enum(['month'], { errorMap: () => ({ message: 'Must be "month" (product-rules §9)' }) }),
    tags: z.array(text).min(1, 'Needs at least one tag'),
    employmentType: z.enum(employmentTypes, {
      errorMap: () => ({ message: `Must be one of ${employmentTypes.join(', ')}` }),
    }),
    datePosted: calendarDate,
    /** Optional closing date: the job leaves the site the day after (lib/publishing/publication.ts). */
    validThrough: calendarDate.optional(),
    summary: text,
    responsibilities: paragraphs,
    requirements: paragraphs,
    perks: paragraphs,
    howToApply: text,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.validThrough && value.validThrough < value.datePosted) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['validThrough'], message: 'Must not be before datePosted' });
    }
    const [low, high] = value.stipend.split('-').map(Number);
    if (high !== undefined && low !== undefined && high < low) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['stipend'], message: 'The range must go from low to high' });
    }
  });

/** content/careers/jobs.json: the careers page copy and the job listings (docs/editing.md "Jobs"). */
export const careersSchema = z
  .object({
    hero: z.object({ title: text, tagline: text }).strict(),
    seoTitle,
    description: seoDescription,
    resumeText: text,
    /** What a new joiner's first week looks like, shown beside the open roles at the top of the careers page. */
    firstWeek: z
      .object({
        heading: text.max(40, 'At most 40 characters (it labels a small panel)'),
        steps: z
          .array(
            z
              .object({
                when: text.max(16, 'At most 16 characters, like Day 1 or Days 2–3'),
                what: text.max(160, 'At most 160 characters: one sentence'),
              })
              .strict(),
          )
          .min(2, 'At least two steps')
          .max(5, 'At most five steps, so the panel fits beside the heading'),
      })
      .strict(),
    // No jobs is allowed: the careers page then says so and invites a CV.
    jobs: z.array(jobSchema).superRefine(uniqueBy('jobId')),
  })
  .strict();
