import { readFileSync } from 'node:fs';
import path from 'node:path';
import { aboutSchema } from './about-schema';
import { careersSchema } from './careers-schema';
import { formatIssues } from './format-issues';
import { gallerySchema } from './gallery-schema';
import { glyphNames } from './glyph-names';
import { homeSchema, testimonialsSchema } from './home-schema';
import { glyphs } from '../../components/ui/Glyph';

const read = (file: string): unknown => JSON.parse(readFileSync(path.join(process.cwd(), 'content', file), 'utf8'));
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

  it('every glyph name a content file may use has a drawing', () => {
    expect(glyphNames.filter((name) => !glyphs[name])).toEqual([]);
  });
});

describe('homeSchema', () => {
  const home = read('site/home.json') as Json;

  it('names the field of an unknown glyph', () => {
    const broken = clone(home);
    broken.why[2].glyph = 'sparkles';
    expect(messages(homeSchema as never, broken)[0]).toMatch(/^file\.json: field "why\[2\]\.glyph": Must be one of/);
  });

  it('requires the six process steps in SPEC order', () => {
    const broken = clone(home);
    [broken.process[0], broken.process[1]] = [broken.process[1], broken.process[0]];
    expect(messages(homeSchema as never, broken).join('\n')).toContain('Must be, in this order: Discovery, UI/UX Design');
  });

  it('requires the tech tabs Devops, Backend, Frontend, Mobile, Database, CMS in order', () => {
    const broken = clone(home);
    broken.techTabs.reverse();
    expect(messages(homeSchema as never, broken).join('\n')).toContain('field "techTabs"');
  });

  it('rejects a repeated industry id and eleven industries', () => {
    const repeated = clone(home);
    repeated.industries[5].id = 1;
    expect(messages(homeSchema as never, repeated)).toEqual([
      'file.json: field "industries[5].id": Duplicate id 1 (already used by entry 0)',
    ]);
    const short = clone(home);
    short.industries.pop();
    expect(messages(homeSchema as never, short)).toContain('file.json: field "industries": Must have exactly 12 entries');
  });

  it('allows a null tech icon (name badge) but not an empty one', () => {
    const broken = clone(home);
    broken.techTabs[0].items[1].icon = '';
    expect(messages(homeSchema as never, broken).join('\n')).toContain('techTabs[0].items[1].icon');
  });
});

describe('testimonialsSchema', () => {
  it('needs six distinct people', () => {
    const list = clone(read('site/testimonials.json')) as Json[];
    list[3]!.key = 't1';
    expect(messages(testimonialsSchema as never, list)).toEqual([
      'file.json: field "[3].key": Duplicate key "t1" (already used by entry 0)',
    ]);
    expect(messages(testimonialsSchema as never, list.slice(0, 5)).join('\n')).toContain('Must have exactly 6 entries');
  });
});

describe('aboutSchema', () => {
  it('keeps the SPEC §9 counter targets', () => {
    const broken = clone(read('site/about.json')) as Json;
    broken.stats[1].value = 95;
    expect(messages(aboutSchema as never, broken)).toEqual([
      'file.json: field "stats[1]": Must be Client Retention 97% (SPEC §9)',
    ]);
  });
});

describe('gallerySchema', () => {
  it('needs eight pictures beside the hero, each with alt text', () => {
    const broken = clone(read('site/gallery.json')) as Json;
    broken.images[4].alt = ' ';
    broken.images.pop();
    const found = messages(gallerySchema as never, broken);
    expect(found).toContain('file.json: field "images": Must have exactly 8 entries');
    expect(found).toContain('file.json: field "images[4].alt": Must not be empty');
  });
});

describe('careersSchema', () => {
  const jobs = read('careers/jobs.json') as Json;

  it('rejects a malformed or repeated job code', () => {
    const broken = clone(jobs);
    broken.jobs[2].jobId = 'j3';
    expect(messages(careersSchema as never, broken)).toEqual([
      'file.json: field "jobs[2].jobId": Must be J followed by three digits, like J001',
    ]);
    const repeated = clone(jobs);
    repeated.jobs[1].jobId = 'J001';
    expect(messages(careersSchema as never, repeated)).toEqual([
      'file.json: field "jobs[1].jobId": Duplicate jobId "J001" (already used by entry 0)',
    ]);
  });

  it('rejects impossible dates, an expiry before posting and a reversed stipend range', () => {
    const broken = clone(jobs);
    broken.jobs[0].datePosted = '2026-02-30';
    broken.jobs[1].validThrough = '2026-01-01';
    broken.jobs[2].stipend = '5-3';
    expect(messages(careersSchema as never, broken)).toEqual([
      'file.json: field "jobs[0].datePosted": Must be a real calendar date',
      'file.json: field "jobs[1].validThrough": Must not be before datePosted',
      'file.json: field "jobs[2].stipend": The range must go from low to high',
    ]);
  });

  it('only accepts monthly stipends and Google employment types', () => {
    const broken = clone(jobs);
    broken.jobs[0].stipendType = 'week';
    broken.jobs[0].employmentType = 'INTERNSHIP';
    expect(messages(careersSchema as never, broken)).toEqual([
      'file.json: field "jobs[0].stipendType": Must be "month" (SPEC §9)',
      expect.stringContaining('file.json: field "jobs[0].employmentType": Must be one of FULL_TIME'),
    ]);
  });
});
