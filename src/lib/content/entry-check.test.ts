import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { iconNames } from '../../gatsby/node/graphql-types/simple-icon';
import { caseStudyProblems } from './case-study-checks';
import { CONTENT_RULES, type ContentKey } from './content-rules';
import { checkContentEntry, type EntryContext } from './entry-check';
import { topicProblems } from '../blog/topics';
import { contentDir } from '../../../tests/content/content-dir';

/*
 * The form and the build run one rule set for pages, jobs and settings too: every mistake below is refused by
 * the build's own check (the file's rule, the icon names, the rules across files) AND by `checkContentEntry`,
 * which every field of those forms runs (src/cms/entry-checked-widget.ts; src/cms/entry-rules.test.ts proves
 * every form runs it). Each mistake names the field the form shows it under, in the editor's words. The
 * entries are copies of today's content files, checked clean first, so the test holds whatever they say.
 */

const read = (file: string) => JSON.parse(readFileSync(path.join(contentDir, file), 'utf8')) as Record<string, unknown>;
const firstIn = (folder: string) =>
  readdirSync(path.join(contentDir, folder))
    .filter((name) => name.endsWith('.json'))
    .sort()[0]!;

const services = readdirSync(path.join(contentDir, 'services'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => read(`services/${name}`) as { slug: string; caseStudies: Array<{ id: number }> });
const caseStudies = readdirSync(path.join(contentDir, 'case-studies'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => read(`case-studies/${name}`) as { slug: string; service: string; card: number });

const context = (fileName: string | null, overrides: Partial<EntryContext> = {}): EntryContext => ({
  fileName,
  labels: { summary: 'Card text', icon: 'Icon', 'faq.open': 'Show this answer open', 'jobs.jobId': 'Job code' },
  iconNames: iconNames(),
  services,
  caseStudies: caseStudies.filter((study) => study.slug !== fileName),
  ...overrides,
});

interface Mistake {
  name: string;
  key: ContentKey;
  file: string;
  change: (data: Record<string, unknown>) => void;
  field: RegExp;
  says: RegExp;
  /** What the build says, when the file's rule alone does not refuse it (icons, rules across files). */
  build?: (data: Record<string, unknown>) => string[];
}

const service = `services/${firstIn('services')}`;
const expertise = `expertise/${firstIn('expertise')}`;
const study = `case-studies/${firstIn('case-studies')}`;
const jobs = (data: Record<string, unknown>) => data.jobs as Array<Record<string, unknown>>;

const mistakes: Mistake[] = [
  {
    name: 'a service card text over 160 characters',
    key: 'services/*',
    file: service,
    change: (data) => (data.summary = 's'.repeat(171)),
    field: /^summary$/,
    says: /^171 of 160 characters \(11 too many\)$/,
  },
  {
    name: 'two questions of a service open at once',
    key: 'services/*',
    file: service,
    change: (data) => (data.faq as Array<Record<string, unknown>>).slice(0, 2).forEach((item) => (item.open = true)),
    field: /^faq/,
    says: /^At most one question may be open$/,
  },
  {
    name: "a page's slug changed after the first save",
    key: 'services/*',
    file: service,
    change: (data) => (data.slug = 'renamed'),
    field: /^slug$/,
    says: /cannot change after the first save/,
    build: () => ['field "slug": must be the file name'],
  },
  {
    name: 'an icon name typo on an expertise page',
    key: 'expertise/*',
    file: expertise,
    change: (data) => (data.icon = 'kubernetess'),
    field: /^icon$/,
    says: /^No icon is called "kubernetess"; did you mean "kubernetes"\?/,
    build: () => ['icon names: see src/gatsby/node/validate-content.test.ts'],
  },
  {
    name: 'a job code not written J and three digits',
    key: 'careers/jobs',
    file: 'careers/jobs.json',
    change: (data) => {
      data.jobs = [...(jobs(data).length ? jobs(data) : []), jobOf(data)];
      jobs(data).at(-1)!.jobId = 'J4';
    },
    field: /^jobs\[\d+\]\.jobId$/,
    says: /J/,
  },
  {
    name: 'a pay range from high to low',
    key: 'careers/jobs',
    file: 'careers/jobs.json',
    change: (data) => {
      data.jobs = [...jobs(data), jobOf(data)];
      jobs(data).at(-1)!.stipend = '9-4';
    },
    field: /^jobs\[\d+\]\.stipend$/,
    says: /low to high/,
  },
  {
    name: 'a topic whose service page does not exist',
    key: 'site/topics',
    file: 'site/topics.json',
    change: (data) => ((data.topics as Array<Record<string, unknown>>)[0]!.service = 'no-such-service'),
    field: /^topics\[0\]\.service$/,
    says: /^There is no service page "no-such-service"$/,
    build: (data) =>
      topicProblems(
        [],
        data.topics as Array<{ slug: string; service: string }>,
        services.map((page) => page.slug),
      ),
  },
  {
    name: 'a case study of a service that does not exist',
    key: 'case-studies/*',
    file: study,
    change: (data) => (data.service = 'no-such-service'),
    field: /^service$/,
    says: /^There is no service page "no-such-service"$/,
    build: (data) =>
      caseStudyProblems(
        [...caseStudies.filter((other) => other.slug !== data.slug), data as unknown as (typeof caseStudies)[0]],
        services,
      ),
  },
  {
    name: 'a company e-mail that is not an address',
    key: 'site/site',
    file: 'site/site.json',
    change: (data) => (data.email = 'not an address'),
    field: /^email$/,
    says: /./,
  },
];

/** A complete job to add, so the careers mistakes hold with no open job in the file. */
function jobOf(data: Record<string, unknown>): Record<string, unknown> {
  const first = jobs(data)[0];
  return first
    ? { ...first, jobId: 'J900' }
    : {
        jobId: 'J900',
        title: 'Tester',
        locations: ['Remote'],
        stipend: '4-5',
        stipendUnit: 'k INR',
        stipendType: 'month',
        tags: ['testing'],
        employmentType: 'FULL_TIME',
        datePosted: '2026-01-01',
        summary: 'Tests things.',
        responsibilities: ['Test.'],
        requirements: ['Care.'],
        perks: ['Tea.'],
        howToApply: 'Write to us.',
      };
}

describe('pages, jobs and settings: the form refuses what the build refuses, under the field, in the editor words', () => {
  it.each(['services/*', 'expertise/*', 'case-studies/*', 'careers/jobs', 'site/topics', 'site/site'] as const)(
    'today’s %s file passes both',
    (key) => {
      const file = mistakes.find((mistake) => mistake.key === key)!.file;
      const data = read(file);
      expect(CONTENT_RULES[key].safeParse(data).success).toBe(true);
      expect(checkContentEntry(key, data, context(path.basename(file, '.json')))).toEqual([]);
    },
  );

  it.each(mistakes)('$name', ({ key, file, change, field, says, build }) => {
    const data = read(file);
    change(data);
    const buildSays = build ? build(data) : (CONTENT_RULES[key].safeParse(data).error?.issues ?? []);
    expect(buildSays.length).toBeGreaterThan(0);
    const form = checkContentEntry(key, data, context(path.basename(file, '.json')));
    const mine = form.filter((problem) => field.test(problem.field));
    expect(mine.map((problem) => problem.message)).toContainEqual(expect.stringMatching(says));
    for (const { message } of form) {
      // No upper case, no file paths, no "pattern".
      expect(message).not.toMatch(/content\/|\.json|pattern|^[^a-z]*[A-Z]{4,}[^a-z]*$/);
    }
  });

  it('a new page may take any free slug; an icon is checked only once the names are known', () => {
    const data = { ...read(expertise), slug: 'brand-new', icon: 'kubernetess' };
    expect(checkContentEntry('expertise/*', data, context(null, { iconNames: null }))).toEqual([]);
  });
});
