import { readContent } from '../../../tests/content/content-dir';
import { contactPageSchema } from './contact-schema';

const content = readContent<{ sellingPoints: Array<{ id: number; title: string }> }>('site/contact.json');
const [first] = content.sellingPoints;

describe('contactPageSchema', () => {
  it('accepts any number of selling points, one included', () => {
    expect(contactPageSchema.safeParse({ ...content, sellingPoints: [first] }).success).toBe(true);
  });

  it('refuses an empty list of selling points', () => {
    const result = contactPageSchema.safeParse({ ...content, sellingPoints: [] });
    expect(result.error?.issues[0]).toMatchObject({ path: ['sellingPoints'], message: 'Needs at least one entry' });
  });

  it('rejects a repeated title', () => {
    const points = [first, { ...first!, id: first!.id + 1000, title: first!.title.toUpperCase() }];
    const result = contactPageSchema.safeParse({ ...content, sellingPoints: points });
    expect(result.error?.issues[0]).toMatchObject({ path: ['sellingPoints'], message: 'Titles must be unique' });
  });
});
