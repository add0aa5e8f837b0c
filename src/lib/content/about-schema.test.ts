import type { z } from 'zod';
import { readContent, schemaMessages as messages } from '../../../tests/content/content-dir';
import { aboutSchema } from './about-schema';

describe('aboutSchema', () => {
  it('accepts any number of counters but not a repeated id', () => {
    const about = readContent<z.input<typeof aboutSchema>>('site/about.json');
    const [stat] = about.stats;
    about.stats = [stat!];
    expect(messages(aboutSchema, about)).toEqual([]);
    about.stats = [stat!, { ...stat!, label: 'Another' }];
    expect(messages(aboutSchema, about)).toEqual([
      `file.json: field "stats[1].id": Duplicate id ${stat!.id} (already used by entry 0)`,
    ]);
  });
});
