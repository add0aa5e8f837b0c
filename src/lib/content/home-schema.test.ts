import type { z } from 'zod';
import { readContent, schemaMessages as messages } from '../../../tests/content/content-dir';
import { glyphNames } from './glyph-names';
import { homeSchema, testimonialsSchema } from './home-schema';
import { glyphIds } from '../../components/ui/glyph-sprite';

type Home = z.input<typeof homeSchema>;
type Testimonials = z.input<typeof testimonialsSchema>;
const read = (file: string): unknown => readContent(file);
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('content/site/home.json and testimonials.json', () => {
  it.each([
    ['site/home.json', homeSchema],
    ['site/testimonials.json', testimonialsSchema],
  ])('%s follows its rules', (file, schema) => {
    expect(messages(schema, read(file))).toEqual([]);
  });

  it('every glyph name a content file may use has a drawing', () => {
    expect(glyphNames.filter((name) => !glyphIds.has(name))).toEqual([]);
  });
});

describe('homeSchema', () => {
  const home = read('site/home.json') as Home;

  it('names the field of an unknown glyph', () => {
    const broken = clone(home);
    Object.assign(broken.why[0]!, { glyph: 'sparkles' });
    expect(messages(homeSchema, broken)[0]).toMatch(/^file\.json: field "why\[0\]\.glyph": Must be one of/);
  });

  it('accepts any number of cards, industries and tabs, in any order, but never an empty section', () => {
    const grown = clone(home);
    grown.process.reverse();
    grown.techTabs.reverse();
    grown.why = [...grown.why, { ...grown.why[0]!, id: 1000 }];
    grown.industries = [grown.industries[0]!];
    expect(messages(homeSchema, grown)).toEqual([]);
    const empty = clone(home);
    empty.why = [];
    expect(messages(homeSchema, empty)).toEqual(['file.json: field "why": Needs at least one entry']);
  });

  it('rejects a repeated industry id and a repeated tech tab', () => {
    const repeated = clone(home);
    const [industry] = repeated.industries;
    const [tab] = repeated.techTabs;
    repeated.industries = [industry!, { ...industry!, name: 'Another industry' }];
    repeated.techTabs = [tab!, tab!];
    expect(messages(homeSchema, repeated)).toEqual([
      `file.json: field "techTabs[1].id": Duplicate id "${tab!.id}" (already used by entry 0)`,
      `file.json: field "industries[1].id": Duplicate id ${industry!.id} (already used by entry 0)`,
    ]);
  });

  it('allows a null tech icon (name badge) but not an empty one', () => {
    const broken = clone(home);
    broken.techTabs[0]!.items = [{ name: 'Own tool', icon: null }, { name: 'Empty icon', icon: '' }];
    const found = messages(homeSchema, broken);
    expect(found).toContain('file.json: field "techTabs[0].items[1].icon": Must not be empty');
    expect(found.every((line) => line.includes('techTabs[0].items[1].icon'))).toBe(true);
  });
});

describe('testimonialsSchema', () => {
  it('needs distinct people, at least one', () => {
    const [first] = clone(read('site/testimonials.json')) as Testimonials;
    expect(messages(testimonialsSchema, [first])).toEqual([]);
    expect(messages(testimonialsSchema, [first, { ...first, name: 'Someone Else' }])).toEqual([
      `file.json: field "[1].key": Duplicate key "${first!.key}" (already used by entry 0)`,
    ]);
    expect(messages(testimonialsSchema, [])).toEqual(['file.json: field "(root)": Needs at least one entry']);
  });
});
