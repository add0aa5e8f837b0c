import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs } from 'gatsby';
import { contentDir } from '../../../tests/content/content-dir';
import { validateContentFile } from './validate-content';

const fixtures = path.resolve(__dirname, '../../../tests/fixtures');

/** Runs the same hook the build runs on a File node, with a reporter that records what it says. */
function validate(folder: string, relative: string) {
  const absolutePath = path.join(fixtures, relative);
  const panicOnBuild = jest.fn();
  const node = {
    id: relative,
    internal: { type: 'File' },
    sourceInstanceName: folder,
    name: path.basename(relative, path.extname(relative)),
    extension: path.extname(relative).slice(1),
    absolutePath,
    relativePath: relative,
  };
  validateContentFile({ node, reporter: { panicOnBuild } } as unknown as CreateNodeArgs);
  return panicOnBuild.mock.calls.map((call) => String(call[0])).join('\n');
}

describe('content validation during the build', () => {
  it('stops the build naming the file and each broken field of site.json', () => {
    const message = validate('site', 'content-broken/site/site.json');
    expect(message).toContain(
      'tests/fixtures/content-broken/site/site.json: field "phone": Must be +91 followed by ten digits',
    );
    expect(message).toContain('site.json: field "email": Required');
  });

  it('names nested fields and missing images in a service file', () => {
    const message = validate('services', 'content-broken/services/devops.json');
    expect(message).toContain('content-broken/services/devops.json: field "faq[2].answer": Required');
    expect(message).toContain('field "intro.image": file ./images/missing-intro.jpg does not exist');
  });

  it('refuses an empty section and a repeated card id, naming the field', () => {
    const message = validate('services', 'content-broken/services/devops.json');
    expect(message).toContain('content-broken/services/devops.json: field "solutions": Needs at least one entry');
    expect(message).toMatch(/devops\.json: field "caseStudies\[1\]\.id": Duplicate id \d+ \(already used by entry 0\)/);
  });

  it('accepts every JSON file of the content', () => {
    const panicOnBuild = jest.fn();
    const folders = readdirSync(contentDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const files = folders.flatMap((folder) =>
      readdirSync(path.join(contentDir, folder.name))
        .filter((name) => name.endsWith('.json'))
        .map((name) => [folder.name, name] as const),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const [folder, name] of files) {
      const node = {
        id: `${folder}/${name}`,
        internal: { type: 'File' },
        sourceInstanceName: folder,
        name: path.basename(name, '.json'),
        extension: 'json',
        absolutePath: path.join(contentDir, folder, name),
        relativePath: name,
      };
      validateContentFile({ node, reporter: { panicOnBuild } } as unknown as CreateNodeArgs);
    }
    expect(panicOnBuild.mock.calls).toEqual([]);
  });

  it('ignores files that have no rule', () => {
    expect(validate('site', 'content-broken/unknown.json')).toBe('');
  });
});
