import path from 'node:path';
import type { CreateNodeArgs } from 'gatsby';
import { validateContentFile } from './validate-content';

/**
 * The build hook itself (validate-content.ts), run on broken service and legal fixture files in
 * tests/fixtures/content-broken: an editor's mistake must stop the build with the file and the field
 * named (product-rules §3). Nested fields and missing images: validate-content.test.ts.
 */
const fixtures = path.resolve(__dirname, '../../../tests/fixtures/content-broken');

function validate(folder: string, fileName: string) {
  const extension = path.extname(fileName).slice(1);
  const reporter = { panicOnBuild: jest.fn() };
  const node = {
    id: fileName,
    internal: { type: 'File' },
    sourceInstanceName: folder,
    name: path.basename(fileName, `.${extension}`),
    extension,
    absolutePath: path.join(fixtures, folder, fileName),
    relativePath: fileName,
  };
  validateContentFile({ node, reporter } as unknown as CreateNodeArgs);
  return reporter.panicOnBuild;
}

describe('validateContentFile on service and legal pages', () => {
  it('stops the build when a service file misses a required field, naming the file and the field', () => {
    const panic = validate('services', 'broken.json');
    expect(panic).toHaveBeenCalledTimes(1);
    const message = panic.mock.calls[0]![0] as string;
    expect(message).toContain('tests/fixtures/content-broken/services/broken.json: field "hero": Required');
    // Only the missing field is reported: the rest of the fixture is valid.
    expect(message.split('\n')).toHaveLength(2);
  });

  it('checks legal Markdown front matter: a missing title and a bad date are both named', () => {
    const panic = validate('legal', 'untitled.md');
    expect(panic).toHaveBeenCalledTimes(1);
    const message = panic.mock.calls[0]![0] as string;
    expect(message).toContain('tests/fixtures/content-broken/legal/untitled.md: field "title": Required');
    expect(message).toContain(
      'tests/fixtures/content-broken/legal/untitled.md: field "updated": Must be a date written YYYY-MM-DD',
    );
  });

  it('passes the real content files of this area without a message', () => {
    const reporter = { panicOnBuild: jest.fn() };
    for (const [folder, fileName] of [
      ['services', 'devops.json'],
      ['expertise', 'django.json'],
      ['legal', 'privacy.md'],
      ['legal', 'terms.md'],
    ] as const) {
      const extension = path.extname(fileName).slice(1);
      const node = {
        id: fileName,
        internal: { type: 'File' },
        sourceInstanceName: folder,
        name: path.basename(fileName, `.${extension}`),
        extension,
        absolutePath: path.resolve(__dirname, '../../../content', folder, fileName),
      };
      validateContentFile({ node, reporter } as unknown as CreateNodeArgs);
    }
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });
});
