import { readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { contentTypes } from '../gatsby/node/graphql-types';
import { CONTENT_RULES, contentKeyOf } from '../lib/content/content-rules';
import { collections } from './collections';
import { CHECKED_WIDGET } from './checked-fields';
import { ENTRY_CHECKED_WIDGET } from './entry-checked-fields';
import { problemsOfControl, problemsOfEntry } from './entry-checked-widget';

/*
 * One rule set: every rule in src/lib/content is run by the CMS form. The build checks each content file with
 * the rule `contentTypes` names; the form of that file runs the same rule (CONTENT_RULES) in every field it
 * has, at any depth (entry-checked-widget.ts for pages, jobs and settings; checked-widget.ts for posts).
 */

type Field = Record<string, unknown> & { name: string; widget?: string };
type Collection = {
  name: string;
  folder?: string;
  path?: string;
  extension?: string;
  fields?: Field[];
  files?: Array<{ name: string; file: string; fields: Field[] }>;
};

/** Every zod rule reachable from `rule`: its fields, entries, options and the rules it refines. */
function reachable(rule: unknown, seen = new Set<unknown>()): Set<unknown> {
  if (!(rule instanceof z.ZodType) || seen.has(rule)) return seen;
  seen.add(rule);
  const def = rule._def as Record<string, unknown>;
  const children = Object.values(def).flatMap((value) => {
    if (typeof value === 'function' && rule instanceof z.ZodObject && value === def.shape)
      return Object.values(rule.shape);
    if (Array.isArray(value)) return value;
    return [value];
  });
  for (const child of children) reachable(child, seen);
  return seen;
}

/** Every rule module of src/lib/content and the zod rules it exports. */
const ruleModules = readdirSync(path.resolve('src/lib/content'))
  .filter((name) => name.endsWith('-schema.ts'))
  .map((name) => ({
    name,
    rules: Object.entries(jest.requireActual<Record<string, unknown>>(`../lib/content/${name}`)),
  }));

/** Rules the form runs outside a file's rule: the post text's rules run in its Text field (post-entry-check.ts). */
const OUTSIDE_FILE_RULES = new Set(['post-body-schema.ts:postBodySchema']);

const everyField = (fields: readonly Field[]): Field[] =>
  fields.flatMap((field) => [
    field,
    ...everyField((field.fields as Field[] | undefined) ?? []),
    ...(field.field ? everyField([field.field as Field]) : []),
  ]);

const forms = (collections as unknown as Collection[]).flatMap((collection) =>
  collection.folder
    ? [
        {
          collection: collection.name,
          key: contentKeyOf(`${collection.folder}/${collection.path ?? 'x'}.${collection.extension ?? 'md'}`),
          fields: collection.fields ?? [],
        },
      ]
    : (collection.files ?? []).map((file) => ({
        collection: `${collection.name}/${file.name}`,
        key: contentKeyOf(file.file),
        fields: file.fields,
      })),
);

describe('every rule in src/lib/content runs in the CMS form', () => {
  it('the build checks every content file with the rule the form runs', () => {
    expect(Object.keys(contentTypes).sort()).toEqual(Object.keys(CONTENT_RULES).sort());
    for (const [key, type] of Object.entries(contentTypes)) {
      expect([key, type.schema]).toEqual([key, CONTENT_RULES[key as keyof typeof CONTENT_RULES]]);
      expect(type.schema === CONTENT_RULES[key as keyof typeof CONTENT_RULES]).toBe(true);
    }
  });

  it('every zod rule exported by src/lib/content is part of a file’s rule (or the post text’s)', () => {
    const run = new Set<unknown>();
    for (const rule of Object.values(CONTENT_RULES)) reachable(rule, run);
    const outside = ruleModules.flatMap(({ name, rules }) =>
      rules
        .filter(([, rule]) => rule instanceof z.ZodType && !run.has(rule))
        .map(([exported]) => `${name}:${exported}`)
        .filter((id) => !OUTSIDE_FILE_RULES.has(id)),
    );
    expect(outside).toEqual([]);
    expect(ruleModules.length).toBeGreaterThan(10);
  });

  it('every form edits a file whose rule it runs, and every file’s rule has a form', () => {
    expect(forms.filter((form) => form.key === null).map((form) => form.collection)).toEqual([]);
    const edited = new Set(forms.map((form) => form.key));
    expect(Object.keys(CONTENT_RULES).filter((key) => !edited.has(key as never))).toEqual([]);
  });

  it('every single-value field of every form, nested ones too, is checked by the build’s rules, with no pattern', () => {
    const wrapped = new Set([ENTRY_CHECKED_WIDGET, CHECKED_WIDGET]);
    const unchecked = forms.flatMap((form) =>
      everyField(form.fields)
        .filter((field) => !['list', 'object', 'select', 'hidden', 'safe-markdown'].includes(String(field.widget)))
        .filter((field) => !wrapped.has(String(field.widget)) || 'pattern' in field)
        .map((field) => `${form.collection}: ${field.name} (${String(field.widget)})`),
    );
    expect(unchecked).toEqual([]);
  });
});

/** The bits of Decap's Immutable maps the control reads. */
const immutable = (value: Record<string, unknown>) => ({ get: (key: string) => value[key], toJS: () => value });

describe('the entry-checked field', () => {
  const services = (collections as unknown as Collection[]).find((collection) => collection.name === 'services')!;
  const page = {
    slug: 'devops',
    summary: 's'.repeat(170),
    faq: [
      { question: 'Why?', answer: 'Because.', open: true },
      { question: 'How?', answer: 'a'.repeat(3), open: true },
    ],
  };
  const props = (name: string, value: unknown, parentIds: string[] = []) => ({
    forID: `${name}-1`,
    value,
    field: immutable({ name }),
    entry: immutable({ data: immutable(page), newRecord: false, slug: 'devops' }),
    collection: immutable({ ...services, fields: services.fields } as unknown as Record<string, unknown>),
    parentIds,
    query: jest.fn(),
    onChange: jest.fn(),
  });

  it('shows a top-level field its own problems, by its label and count', () => {
    const problems = problemsOfEntry(props('summary', page.summary));
    expect(problemsOfControl(problems, props('summary', page.summary), page)).toEqual([
      { field: 'summary', label: 'Card text', message: '170 of 160 characters (10 too many)' },
    ]);
  });

  it('shows a field inside a list the problems of its own value, and leaves an empty required field to Decap', () => {
    const problems = problemsOfEntry(props('summary', page.summary));
    const nested = (name: string, value: unknown) =>
      problemsOfControl(problems, props(name, value, ['faq-1', 'key']), page);
    expect(problems.some((problem) => /required|empty/i.test(problem.message))).toBe(false);
    expect(nested('answer', 'Because.')).toEqual([]);
    // Two open questions: the list's problem is shown by the first field inside it.
    expect(nested('question', 'Why?').map((problem) => problem.message)).toEqual(['At most one question may be open']);
    expect(nested('question', 'How?')).toEqual([]);
  });
});
