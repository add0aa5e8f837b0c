import type { z } from 'zod';
import { readContent, schemaMessages as messages } from '../../../tests/content/content-dir';
import { topicsSchema } from './topics-schema';

type Topics = z.input<typeof topicsSchema>;

describe('topicsSchema', () => {
  /** The content's own first topic, twice under new keys: the rules hold whatever topics the file has. */
  const twoTopics = (): Topics => {
    const [first] = readContent<Topics>('site/topics.json').topics;
    return {
      topics: [
        { ...first!, slug: 'one', name: 'One' },
        { ...first!, slug: 'two', name: 'Two' },
      ],
    };
  };

  it('accepts the content file', () => {
    expect(messages(topicsSchema, readContent<Topics>('site/topics.json'))).toEqual([]);
  });

  it('refuses a repeated slug or name, naming the entry', () => {
    const repeated = twoTopics();
    repeated.topics[1]!.slug = 'one';
    expect(messages(topicsSchema, repeated)).toEqual([
      'file.json: field "topics[1].slug": Duplicate slug "one" (already used by entry 0)',
    ]);
  });

  it('refuses an empty list, a slug that is not a URL segment and a missing service', () => {
    expect(messages(topicsSchema, { topics: [] })).toEqual(['file.json: field "topics": Needs at least one entry']);
    const broken = twoTopics();
    broken.topics[0]!.slug = 'Cloud Computing';
    delete (broken.topics[1] as Partial<Topics['topics'][number]>).service;
    expect(messages(topicsSchema, broken)).toEqual([
      'file.json: field "topics[0].slug": Must be lower-case words joined by hyphens, like cloud or ci-cd',
      'file.json: field "topics[1].service": Required',
    ]);
  });
});
