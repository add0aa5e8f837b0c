import { z } from 'zod';
import { imagePath } from '../../../lib/content/primitives';
import { typeDefsFromZod, type NodeTypeSpec } from './from-zod';
import { typeDefs } from '.';

const sdl = (...specs: NodeTypeSpec[]) => typeDefsFromZod(specs);

describe('typeDefsFromZod', () => {
  it('maps scalars, lists and optional or nullable fields, under refinements', () => {
    const schema = z
      .object({
        title: z.string().trim().min(1),
        kind: z.enum(['a', 'b']).optional(),
        count: z.number().int().positive(),
        ratio: z.number().nullable(),
        open: z.boolean().optional(),
        tags: z
          .array(z.string())
          .min(1)
          .refine((tags) => tags.length < 5),
      })
      .strict()
      .superRefine(() => undefined);
    expect(sdl({ name: 'Thing', schema })).toBe(
      [
        'type Thing implements Node @dontInfer {',
        '  title: String!',
        '  kind: String',
        '  count: Int!',
        '  ratio: Float',
        '  open: Boolean',
        '  tags: [String!]!',
        '}',
      ].join('\n'),
    );
  });

  it('names nested objects by their path and reads a list rule as one node per entry', () => {
    const schema = z.array(z.object({ tabs: z.array(z.object({ items: z.array(z.object({ name: z.string() })) })) }));
    expect(sdl({ name: 'Tabs', schema, types: { tabs: 'Tab', 'tabs.items': 'TabItem' } }).split('\n')).toEqual([
      'type TabItem {',
      '  name: String!',
      '}',
      'type Tab {',
      '  items: [TabItem!]!',
      '}',
      'type Tabs implements Node @dontInfer {',
      '  tabs: [Tab!]!',
      '}',
    ]);
  });

  it('gives special rules their own type, keeps its directive behind the `!`, and adds companions', () => {
    const schema = z.object({ image: imagePath, photo: imagePath.optional(), icon: z.string().nullable() });
    expect(sdl({ name: 'Card', schema })).toContain(
      [
        '  image: File! @fileByRelativePath',
        '  photo: File @fileByRelativePath',
        '  icon: String',
        '  mark: BrandIcon @brandIcon(from: "icon")',
      ].join('\n'),
    );
  });

  it('replaces, drops and adds node fields the rule does not describe', () => {
    const schema = z.object({ id: z.string(), jobs: z.array(z.object({ jobId: z.string() })) });
    const fields = { id: null, jsonId: 'String!', jobs: '[Job!]! @link(by: "jobId", from: "jobs.jobId")' };
    expect(sdl({ name: 'Feed', schema, fields })).toBe(
      [
        'type Feed implements Node @dontInfer {',
        '  jobs: [Job!]! @link(by: "jobId", from: "jobs.jobId")',
        '  jsonId: String!',
        '}',
      ].join('\n'),
    );
  });

  it('declares a shared type once, nullable where one rule may leave the field out or lacks it', () => {
    const card = z.object({ title: z.string(), image: imagePath.optional() });
    const lists = { menu: z.array(card), featured: z.array(card.extend({ image: imagePath })) };
    for (const schema of [z.object(lists), z.object({ featured: lists.featured, menu: lists.menu })]) {
      const shared = sdl({ name: 'Nav', schema, types: { menu: 'Card', featured: 'Card' } });
      expect(shared.match(/type Card /g)).toHaveLength(1);
      expect(shared).toContain('  image: File @fileByRelativePath\n');
    }
    const plain = z.object({ title: z.string() });
    for (const schema of [
      z.object({ a: plain, b: plain.extend({ note: z.string() }) }),
      z.object({ b: plain.extend({ note: z.string() }), a: plain }),
    ]) {
      expect(sdl({ name: 'Pair', schema, types: { a: 'Card', b: 'Card' } })).toContain(
        'type Card {\n  title: String!\n  note: String\n}',
      );
    }
  });

  it('refuses an unnamed object, an unknown zod type and two different types of one name', () => {
    expect(() => sdl({ name: 'A', schema: z.object({ hero: z.object({ title: z.string() }) }) })).toThrow(
      'A: no GraphQL type name for the object at "hero"',
    );
    expect(() => sdl({ name: 'B', schema: z.object({ when: z.date() }) })).toThrow(
      'B: no GraphQL type for the zod ZodDate at "when"',
    );
    const clash = z.object({ a: z.object({ x: z.string() }), b: z.object({ x: z.number() }) });
    expect(() => sdl({ name: 'C', schema: clash, types: { a: 'X', b: 'X' } })).toThrow(
      'GraphQL type X is declared twice, differently: "x: String!" and "x: Float!"',
    );
    expect(() => sdl({ name: 'D', schema: z.string() })).toThrow('D: the rule is not an object or a list of objects');
  });
});

describe('the content types', () => {
  it('are derived from every content rule without a clash', () => {
    const content = typeDefs.join('\n');
    for (const node of ['SiteJson', 'Service', 'Expertise', 'LegalPage', 'Author', 'HomeJson', 'Job', 'JobsJson']) {
      expect(content).toContain(`type ${node} implements Node @dontInfer {`);
    }
  });
});
