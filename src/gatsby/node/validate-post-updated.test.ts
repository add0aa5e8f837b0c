import path from 'node:path';
import type { CreateNodeArgs } from 'gatsby';
import { validateContentFile } from './validate-content';

/** The optional `updated` date of a post (issue 14 item 9) stops the build naming file and field. */
it('stops the build when a post is updated before its date, naming file and field', () => {
  const file = path.resolve(__dirname, '../../../tests/fixtures/blog/broken/blog/updated-before-date/index.md');
  const panicOnBuild = jest.fn();
  const node = {
    id: file,
    internal: { type: 'File' },
    sourceInstanceName: 'blog',
    name: 'index',
    extension: 'md',
    absolutePath: file,
    relativePath: 'updated-before-date',
  };
  validateContentFile({ node, reporter: { panicOnBuild } } as unknown as CreateNodeArgs);
  expect(panicOnBuild).toHaveBeenCalledTimes(1);
  expect(String(panicOnBuild.mock.calls[0]![0])).toContain(
    `tests/fixtures/blog/broken/blog/updated-before-date/index.md: field "updated": Must not be before the post's date (19 May 2025)`,
  );
});
