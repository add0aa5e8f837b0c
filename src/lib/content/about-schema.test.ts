import { readContent, schemaMessages as messages } from '../../../tests/content/content-dir';
import { aboutSchema } from './about-schema';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const read = (file: string): unknown => readContent(file);
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('aboutSchema', () => {
  it('accepts content/site/about.json', () => {
    expect(messages(aboutSchema, read('site/about.json'))).toEqual([]);
  });

  it('accepts any number of counters but not a repeated id', () => {
    const about = clone(read('site/about.json')) as Json;
    about.stats = [about.stats[0]];
    expect(messages(aboutSchema, about)).toEqual([]);
    about.stats = [about.stats[0], { ...about.stats[0], label: 'Another' }];
    expect(messages(aboutSchema, about)).toEqual([
      `file.json: field "stats[1].id": Duplicate id ${about.stats[0].id} (already used by entry 0)`,
    ]);
  });
});
