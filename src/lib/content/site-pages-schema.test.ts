import { readContent } from '../../../tests/content/content-dir';
import { aboutSchema } from './about-schema';
import { careersSchema } from './careers-schema';
import { formatIssues } from './format-issues';
import { gallerySchema } from './gallery-schema';
import { homeSchema, testimonialsSchema } from './home-schema';

const read = (file: string): unknown => readContent(file);
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const messages = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: never[] } } }, data: unknown) => {
  const result = schema.safeParse(data);
  return result.success ? [] : formatIssues('file.json', result.error!.issues);
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('content files of the home, about, gallery and careers pages', () => {
  it.each([
    ['site/home.json', homeSchema],
    ['site/testimonials.json', testimonialsSchema],
    ['site/about.json', aboutSchema],
    ['site/gallery.json', gallerySchema],
    ['careers/jobs.json', careersSchema],
  ])('%s follows its rules', (file, schema) => {
    expect(messages(schema as never, read(file))).toEqual([]);
  });
});

describe('homeSchema', () => {
  const home = read('site/home.json') as Json;

  it('names the field of an unknown glyph', () => {
    const broken = clone(home);
    broken.why[0].glyph = 'sparkles';
    expect(messages(homeSchema as never, broken)[0]).toMatch(/^file\.json: field "why\[0\]\.glyph": Must be one of/);
  });

  it('accepts any number of cards, industries and tabs, in any order, but never an empty section', () => {
    const grown = clone(home);
    grown.process.reverse();
    grown.techTabs.reverse();
    grown.why = [...grown.why, { ...grown.why[0], id: 1000 }];
    grown.industries = [grown.industries[0]];
    expect(messages(homeSchema as never, grown)).toEqual([]);
    const empty = clone(home);
    empty.why = [];
    expect(messages(homeSchema as never, empty)).toEqual(['file.json: field "why": Needs at least one entry']);
  });

  it('rejects a repeated industry id and a repeated tech tab', () => {
    const repeated = clone(home);
    repeated.industries = [repeated.industries[0], { ...repeated.industries[0], name: 'Another industry' }];
    repeated.techTabs = [repeated.techTabs[0], repeated.techTabs[0]];
    expect(messages(homeSchema as never, repeated)).toEqual([
      `file.json: field "techTabs[1].id": Duplicate id "${repeated.techTabs[0].id}" (already used by entry 0)`,
      `file.json: field "industries[1].id": Duplicate id ${repeated.industries[0].id} (already used by entry 0)`,
    ]);
  });

  it('allows a null tech icon (name badge) but not an empty one', () => {
    const broken = clone(home);
    broken.techTabs[0].items = [{ name: 'Own tool', icon: null }, { name: 'Empty icon', icon: '' }];
    const found = messages(homeSchema as never, broken);
    expect(found).toContain('file.json: field "techTabs[0].items[1].icon": Must not be empty');
    expect(found.every((line) => line.includes('techTabs[0].items[1].icon'))).toBe(true);
  });
});

describe('testimonialsSchema', () => {
  it('needs distinct people, at least one', () => {
    const [first] = clone(read('site/testimonials.json')) as Json[];
    expect(messages(testimonialsSchema as never, [first])).toEqual([]);
    expect(messages(testimonialsSchema as never, [first, { ...first, name: 'Someone Else' }])).toEqual([
      `file.json: field "[1].key": Duplicate key "${first!.key}" (already used by entry 0)`,
    ]);
    expect(messages(testimonialsSchema as never, [])).toEqual(['file.json: field "(root)": Needs at least one entry']);
  });
});

describe('aboutSchema', () => {
  it('accepts any number of counters but not a repeated id', () => {
    const about = clone(read('site/about.json')) as Json;
    about.stats = [about.stats[0]];
    expect(messages(aboutSchema as never, about)).toEqual([]);
    about.stats = [about.stats[0], { ...about.stats[0], label: 'Another' }];
    expect(messages(aboutSchema as never, about)).toEqual([
      `file.json: field "stats[1].id": Duplicate id ${about.stats[0].id} (already used by entry 0)`,
    ]);
  });
});

describe('gallerySchema', () => {
  it('takes any number of pictures beside the hero, at least one, each with alt text', () => {
    const gallery = clone(read('site/gallery.json')) as Json;
    gallery.images = [gallery.images[0], { ...gallery.images[0], alt: ' ' }];
    expect(messages(gallerySchema as never, gallery)).toEqual(['file.json: field "images[1].alt": Must not be empty']);
    gallery.images = [];
    expect(messages(gallerySchema as never, gallery)).toEqual(['file.json: field "images": Needs at least one entry']);
  });
});

describe('careersSchema', () => {
  const jobs = read('careers/jobs.json') as Json;
  /** The content's own first job, three times: the rules below hold whatever jobs the file has. */
  const threeJobs = (): Json => {
    const copy = clone(jobs);
    const [job] = copy.jobs;
    copy.jobs = [0, 1, 2].map((index) => ({ ...clone(job), jobId: `J${String(901 + index)}` }));
    return copy;
  };

  it('rejects a malformed or repeated job code', () => {
    const broken = threeJobs();
    broken.jobs[2].jobId = 'j3';
    expect(messages(careersSchema as never, broken)).toEqual([
      'file.json: field "jobs[2].jobId": Must be J followed by three digits, like J001',
    ]);
    const repeated = threeJobs();
    repeated.jobs[1].jobId = 'J901';
    expect(messages(careersSchema as never, repeated)).toEqual([
      'file.json: field "jobs[1].jobId": Duplicate jobId "J901" (already used by entry 0)',
    ]);
  });

  it('rejects impossible dates, an expiry before posting and a reversed stipend range', () => {
    const broken = threeJobs();
    broken.jobs[0].datePosted = '2026-02-30';
    broken.jobs[1].datePosted = '2026-02-01';
    broken.jobs[1].validThrough = '2026-01-01';
    broken.jobs[2].stipend = '5-3';
    expect(messages(careersSchema as never, broken)).toEqual([
      'file.json: field "jobs[0].datePosted": Must be a real calendar date',
      'file.json: field "jobs[1].validThrough": Must not be before datePosted',
      'file.json: field "jobs[2].stipend": The range must go from low to high',
    ]);
  });

  it('only accepts monthly stipends and Google employment types', () => {
    const broken = threeJobs();
    broken.jobs[0].stipendType = 'week';
    broken.jobs[0].employmentType = 'INTERNSHIP';
    expect(messages(careersSchema as never, broken)).toEqual([
      'file.json: field "jobs[0].stipendType": Must be "month" (product-rules §9)',
      expect.stringContaining('file.json: field "jobs[0].employmentType": Must be one of FULL_TIME'),
    ]);
  });

  it('needs at least one job', () => {
    expect(messages(careersSchema as never, { ...clone(jobs), jobs: [] })).toEqual([
      'file.json: field "jobs": Needs at least one job',
    ]);
  });
});
