import type { z } from 'zod';
import { readContent, schemaMessages as messages } from '../../../tests/content/content-dir';
import { homeSchema, testimonialsSchema } from './home-schema';

const home = () => readContent<z.input<typeof homeSchema>>('site/home.json');

describe('homeSchema', () => {
  it('names the field of an unknown glyph', () => {
    const broken = home();
    Object.assign(broken.why[0]!, { glyph: 'sparkles' });
    expect(messages(homeSchema, broken)[0]).toMatch(/^file\.json: field "why\[0\]\.glyph": Must be one of/);
  });

  it('accepts any number of cards, industries and tabs, in any order, but never an empty section', () => {
    const grown = home();
    grown.process.reverse();
    grown.techTabs.reverse();
    grown.why = [...grown.why, { ...grown.why[0]!, id: 1000 }];
    grown.industries = [grown.industries[0]!];
    expect(messages(homeSchema, grown)).toEqual([]);
    const empty = home();
    empty.why = [];
    expect(messages(homeSchema, empty)).toEqual(['file.json: field "why": Needs at least one entry']);
  });

  it('rejects a repeated industry id and a repeated tech tab', () => {
    const repeated = home();
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
    const broken = home();
    broken.techTabs[0]!.items = [
      { name: 'Own tool', icon: null },
      { name: 'Empty icon', icon: '' },
    ];
    const found = messages(homeSchema, broken);
    expect(found).toContain('file.json: field "techTabs[0].items[1].icon": Must not be empty');
    expect(found.every((line) => line.includes('techTabs[0].items[1].icon'))).toBe(true);
  });
});

describe('testimonialsSchema', () => {
  it('needs distinct people, at least one', () => {
    const [first] = readContent<z.input<typeof testimonialsSchema>>('site/testimonials.json');
    expect(messages(testimonialsSchema, [first])).toEqual([]);
    expect(messages(testimonialsSchema, [first, { ...first, name: 'Someone Else' }])).toEqual([
      `file.json: field "[1].key": Duplicate key "${first!.key}" (already used by entry 0)`,
    ]);
    expect(messages(testimonialsSchema, [])).toEqual(['file.json: field "(root)": Needs at least one entry']);
  });
});
