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

  it('names a field of any other content file by its label in its form, nested ones too', () => {
    expect(withFormLabels('content/careers/jobs.json: field "jobs[0].jobId": Must be J followed by three digits')).toBe(
      'content/careers/jobs.json: Job code (jobs[0].jobId): Must be J followed by three digits',
    );
    expect(withFormLabels('content/services/devops.json: field "summary": Required')).toBe(
      'content/services/devops.json: Card text (summary): Required',
    );
    expect(withFormLabels('content/expertise/devops.json: field "icon": no icon is called "x"')).toBe(
      'content/expertise/devops.json: Icon (icon): no icon is called "x"',
    );
  });

  it('leaves other files and fields the form does not have as they are', () => {
    const other = '/tmp/content-1/index.md: field "body": x';
    expect(withFormLabels(other)).toBe(other);
    const updated = 'content/blog/a/index.md: field "updated": Must not be before the post\'s date';
    expect(withFormLabels(updated)).toBe(updated);
  });
});
