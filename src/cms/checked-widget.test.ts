import { blogPosts } from './collections/blog';
import { CHECKED_WIDGET } from './checked-fields';
import { problemsOfField, problemsOfForm } from './checked-widget';
import { postFrontMatterFixture } from '../../tests/fixtures/post-front-matter';

/** The bits of Decap's Immutable maps the control reads. */
const immutable = (value: Record<string, unknown>) => ({ get: (key: string) => value[key], toJS: () => value });

const data = { ...postFrontMatterFixture, related: [1], body: '![A chart](./chart.png)' };

function props(overrides: Record<string, unknown>, asset: { path?: string; url?: string; fileObj?: unknown }) {
  const entryData = { ...data, ...overrides };
  return {
    forID: 'heading-field',
    value: entryData.heading,
    field: immutable({ name: 'heading' }),
    entry: immutable({ data: immutable(entryData), newRecord: false, slug: 'a-post/index' }),
    collection: immutable({ fields: immutable(blogPosts.fields as unknown as Record<string, unknown>) }),
    query: jest.fn(),
    getAsset: () => asset,
    onChange: jest.fn(),
    classNameWrapper: '',
  };
}

describe('the post form runs the build’s rules in every field', () => {
  it('wraps every field of the post form in the checked widget, so each shows and refuses its problems', () => {
    // Only the list's sort key is no field of the file (formats.ts LIST_ONLY_KEYS).
    const fields = blogPosts.fields.filter((field) => field.name !== 'sortDate');
    expect(fields.filter((field) => field.widget !== CHECKED_WIDGET).map((field) => field.name)).toEqual([]);
    expect(fields.every((field) => typeof field.base === 'string' && !('pattern' in field))).toBe(true);
  });

  it('reads a picture missing from the post’s folder from Decap’s asset store, and waits while it loads', () => {
    const missing = problemsOfForm(props({}, { path: 'content/blog/a-post/chart.png', url: './chart.png' }));
    expect(problemsOfField(missing, 'body').map((problem) => problem.message)).toEqual([
      'Image ./chart.png does not exist',
    ]);
    expect(problemsOfForm(props({}, { path: 'content/blog/a-post/chart.png', url: 'blob:x' }))).toEqual([]);
    expect(problemsOfForm(props({}, { path: 'empty.svg' }))).toEqual([]);
    expect(problemsOfForm(props({}, { path: 'x', url: './chart.png', fileObj: {} }))).toEqual([]);
  });

  it('names problems by the form’s label, leaves an empty required field to Decap’s own message', () => {
    const problems = problemsOfForm(props({ heading: '', author: '', seoTitle: 's'.repeat(61) }, { url: 'blob:x' }));
    expect(problemsOfField(problems, 'heading')).toEqual([]);
    expect(problemsOfField(problems, 'author')).toEqual([]);
    expect(problemsOfField(problems, 'seoTitle')).toEqual([
      { field: 'seoTitle', label: 'Title in search results', message: '61 of 60 characters (1 too many)' },
    ]);
  });
});
