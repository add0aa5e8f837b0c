import { withFormLabels } from './form-labels';

describe('withFormLabels', () => {
  it('names a post field by its label in the form, keeping the key', () => {
    expect(withFormLabels('content/blog/a/index.md: field "title": must equal the folder name "b"')).toBe(
      'content/blog/a/index.md: Web address (slug) (title): must equal the folder name "b"',
    );
    expect(withFormLabels('content/blog/a/index.md: field "related[1]": post 4 is listed twice')).toBe(
      'content/blog/a/index.md: Related posts (related[1]): post 4 is listed twice',
    );
  });

  it('leaves other files and fields the form does not have as they are', () => {
    const job = 'content/careers/jobs.json: field "jobs[0].title": Required';
    expect(withFormLabels(job)).toBe(job);
    const updated = 'content/blog/a/index.md: field "updated": Must not be before the post\'s date';
    expect(withFormLabels(updated)).toBe(updated);
  });
});
