import type { z } from 'zod';
import { readContent, schemaMessages as messages } from '../../../tests/content/content-dir';
import { aboutSchema } from './about-schema';

type About = z.input<typeof aboutSchema>;
const read = (file: string): unknown => readContent(file);
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('aboutSchema', () => {
  it('accepts content/site/about.json', () => {
    expect(messages(aboutSchema, read('site/about.json'))).toEqual([]);
  });

  it('accepts any number of counters but not a repeated id', () => {
    const about = clone(read('site/about.json')) as About;
    const [stat] = about.stats;
    about.stats = [stat!];
    expect(messages(aboutSchema, about)).toEqual([]);
    about.stats = [stat!, { ...stat!, label: 'Another' }];
    expect(messages(aboutSchema, about)).toEqual([
      `file.json: field "stats[1].id": Duplicate id ${stat!.id} (already used by entry 0)`,
    ]);
  });
});
