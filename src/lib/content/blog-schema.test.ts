import { blogPostSchema } from './blog-schema';
import { postFrontMatterFixture as post } from '../../../tests/fixtures/post-front-matter';

function issues(data: Record<string, unknown>) {
  const result = blogPostSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('blogPostSchema: the optional updated date', () => {
  it('is optional', () => {
    expect(issues(post)).toEqual([]);
  });

  it('may be the same day as the date or later', () => {
    expect(issues({ ...post, updated: '10 Mar 2025' })).toEqual([]);
    expect(issues({ ...post, updated: '01 Apr 2026' })).toEqual([]);
  });

  it('must not be before the date', () => {
    expect(issues({ ...post, updated: '09 Mar 2025' })).toEqual([
      "updated: Must not be before the post's date (10 Mar 2025)",
    ]);
  });

  it('must be written like the date', () => {
    expect(issues({ ...post, updated: '2025-04-01' })).toEqual([
      'updated: Must be a real date written like "28 Oct 2025"',
    ]);
  });
});

describe('blogPostSchema: topics', () => {
  it('needs one to three distinct topic slugs', () => {
    const { topics: _omitted, ...withoutTopics } = post;
    expect(issues(withoutTopics)).toEqual(['topics: Required: pick at least one topic from content/site/topics.json']);
    expect(issues({ ...post, topics: [] })).toEqual(['topics: Pick at least one topic']);
    expect(issues({ ...post, topics: ['a', 'b', 'c', 'd'] })).toEqual(['topics: At most 3 topics']);
    expect(issues({ ...post, topics: ['cloud', 'cloud'] })).toEqual(['topics: Lists a topic twice']);
    expect(issues({ ...post, topics: ['Cloud Computing'] })[0]).toMatch(/^topics\.0: Must be lower-case words/);
  });
});
