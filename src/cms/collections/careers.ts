import { employmentTypeLabel } from '../../lib/careers/job-posting';
import { careersSchema } from '../../lib/content/careers-schema';
import { JOB_CODE_WIDGET } from '../job-code-widget';
import { fieldsOf, file, hinted, JSON_FORMAT, long, noPreview, seo } from './fields';

/** The pay units as an editor reads them; the file keeps the short form the page prints ("4-5 k INR"). */
const PAY_UNITS: Record<string, string> = { 'k INR': 'Thousand rupees (k INR)', INR: 'Rupees (INR)' };

/** One job's fields, in the order editors fill them. */
const job = {
  jobId: {
    label: 'Job code',
    // A new job gets the next free code (job-code-widget.ts); the field is then a plain text box.
    widget: JOB_CODE_WIDGET,
    pattern: ['^J\\d{3}$', 'J followed by three digits, like J004'],
    hint: 'Filled in with the next free code. The page is /careers/<code in lower case>/.',
  },
  title: 'Job title',
  locations: hinted('Locations', 'For example Greater Noida, Remote.'),
  stipend: {
    label: 'Pay',
    pattern: ['^\\d+(-\\d+)?$', 'A number or a range like 4-5'],
    hint: 'A number or a range, low to high, like 4-5.',
  },
  stipendUnit: { label: 'Pay unit', default: 'k INR', optionName: (unit: string) => PAY_UNITS[unit] ?? unit },
  stipendType: { label: 'Paid per', default: 'month' },
  tags: hinted('Tags', 'Words people search for, e.g. python, django.'),
  employmentType: { label: 'Kind of job', optionName: employmentTypeLabel },
  // '{{now}}': Decap's date widget fills in today when the job is added.
  datePosted: { ...hinted('Posted on', 'The day the job was published; today for a new job.'), default: '{{now}}' },
  validThrough: hinted(
    'Closing date',
    'The job leaves the site the morning after this day, by itself. Leave empty for a job open until filled.',
  ),
  summary: long('Summary'),
  responsibilities: 'Responsibilities',
  requirements: 'Requirements',
  perks: 'Perks',
  howToApply: long('How to apply'),
};

/** The `careers` collection: content/careers/jobs.json, checked by careersSchema (lib/content/careers-schema.ts). */
export const careers = {
  name: 'careers',
  label: 'Careers',
  format: JSON_FORMAT,
  ...noPreview,
  files: [
    file(
      'jobs',
      'Careers page and jobs',
      'content/careers/jobs.json',
      fieldsOf(careersSchema, {
        hero: { label: 'Top of the page', fields: { title: 'Heading', tagline: 'Tagline' } },
        ...seo,
        resumeText: long(
          'Text about sending a CV',
          'Closes the careers and job pages above the Send your CV button and the address, e.g. why to send one.',
        ),
        firstWeek: {
          label: 'Your first week (beside the open roles)',
          fields: {
            heading: 'Heading',
            steps: {
              label: 'Steps',
              summary: '{{fields.when}}: {{fields.what}}',
              hint: 'Two to five steps, each one sentence about what really happens, like Day 1 and meeting your mentor.',
              fields: { when: hinted('When', 'Like Day 1 or Days 2–3.'), what: long('What happens') },
            },
          },
        },
        jobs: {
          label: 'Jobs',
          summary: '{{fields.jobId}} {{fields.title}}',
          fields: job,
          // No open job is fine: the careers page then says so and invites a CV.
          min: 0,
          hint: 'Remove a job once it is filled; a job with a closing date leaves the site by itself.',
        },
      }),
    ),
  ],
};
