import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CreateNodeArgs } from 'gatsby';
import { contentDir } from '../../../tests/content/content-dir';
import { validateContentFile } from './validate-content';

const fixtures = path.resolve(__dirname, '../../../tests/fixtures');

/** Runs the hook the build runs on a File node; returns each message the reporter got. */
function validate(folder: string, absolutePath: string): string[] {
  const panicOnBuild = jest.fn();
  const warn = jest.fn();
  const extension = path.extname(absolutePath).slice(1);
  const node = {
    id: absolutePath,
    internal: { type: 'File' },
    sourceInstanceName: folder,
    name: path.basename(absolutePath, `.${extension}`),
    extension,
    absolutePath,
  };
  validateContentFile({ node, reporter: { panicOnBuild, warn } } as unknown as CreateNodeArgs);
  return panicOnBuild.mock.calls.map((call) => String(call[0]));
}
const fixture = (folder: string, relative: string) => validate(folder, path.join(fixtures, relative)).join('\n');

describe('validateContentFile', () => {
  // Fields are named as their form labels them, with the file's key (form-labels.ts).
  it('stops the build naming the file and each broken field of site.json', () => {
    const message = fixture('site', 'content-broken/site/site.json');
    expect(message).toContain(
      'tests/fixtures/content-broken/site/site.json: Phone (for links) (phone): Must be +91 followed by ten digits',
    );
    expect(message).toContain('site.json: E-mail (email): Required');
  });

  it('names nested fields, missing images, empty sections and repeated ids in a service file', () => {
    const message = fixture('services', 'content-broken/services/devops.json');
    expect(message).toContain('content-broken/services/devops.json: Answer (faq[2].answer): Required');
    expect(message).toContain('Picture (intro.image): file ./images/missing-intro.jpg does not exist');
    expect(message).toContain('content-broken/services/devops.json: Solutions (solutions): Needs at least one entry');
    expect(message).toMatch(
      /devops\.json: Number \(caseStudies\[1\]\.id\): Duplicate id \d+ \(already used by entry 0\)/,
    );
  });

  it('reports only the broken field of an otherwise valid service file, once', () => {
    const messages = validate('services', path.join(fixtures, 'content-broken/services/broken.json'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(
      'tests/fixtures/content-broken/services/broken.json: Top of the page (hero): Required',
    );
    expect(messages[0]!.split('\n')).toHaveLength(2);
  });

  it('checks legal Markdown front matter: a missing title and a bad date are both named', () => {
    const message = fixture('legal', 'content-broken/legal/untitled.md');
    expect(message).toContain('tests/fixtures/content-broken/legal/untitled.md: Title (title): Required');
    expect(message).toContain(
      'tests/fixtures/content-broken/legal/untitled.md: Last updated (updated): Must be a date written YYYY-MM-DD',
    );
  });

  it('names every broken front-matter field of a post', () => {
    const message = fixture('blog', 'blog/broken/blog/bad-front-matter/index.md');
    const shown = 'tests/fixtures/blog/broken/blog/bad-front-matter/index.md';
    // The form's labels, and a length as a count against the limit (lib/content/editor-words.ts).
    expect(message).toContain(`${shown}: Title in search results (seoTitle): 76 of 60 characters (16 too many)`);
    expect(message).toContain(`${shown}: Headline (heading): Required`);
    expect(message).toContain(`${shown}: Publication date (date): Must be a real date written like "28 Oct 2025"`);
    expect(message).toContain(`${shown}: Related posts (related): Must list at least one other post id`);
  });

  it('refuses a post updated before its date, naming file and field', () => {
    const messages = validate('blog', path.join(fixtures, 'blog/broken/blog/updated-before-date/index.md'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(
      `tests/fixtures/blog/broken/blog/updated-before-date/index.md: field "updated": Must not be before the post's date (19 May 2025)`,
    );
  });

  it('names the slug of a page file that differs from its file name (the page URL)', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'content-')), 'renamed.json');
    const service = readdirSync(path.join(contentDir, 'services')).find((name) => name.endsWith('.json'))!;
    copyFileSync(path.join(contentDir, 'services', service), file);
    expect(validate('services', file).join('\n')).toContain(
      `renamed.json: field "slug": must be "renamed" (the file name, which is the page URL), not "${service.replace('.json', '')}"`,
    );
  });

  it('names an icon typo by file and field, with the icon meant, instead of failing a query later', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    const page = readdirSync(path.join(contentDir, 'expertise')).find((name) => name.endsWith('.json'))!;
    const data = JSON.parse(readFileSync(path.join(contentDir, 'expertise', page), 'utf8')) as Record<string, unknown>;
    const file = path.join(dir, page);
    writeFileSync(file, JSON.stringify({ ...data, icon: 'kubernetess' }));
    expect(validate('expertise', file).join('\n')).toContain(
      `${page}: field "icon": no icon is called "kubernetess"; did you mean "kubernetes"?`,
    );
  });

  /** A copy of a real post (so its front matter is valid) with `body` as its text, in a fresh folder. */
  const postWith = (body: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    const folder = readdirSync(path.join(contentDir, 'blog'))[0]!;
    const source = readFileSync(path.join(contentDir, 'blog', folder, 'index.md'), 'utf8');
    const front = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source)![0];
    const file = path.join(dir, 'index.md');
    writeFileSync(file, `${front}${body}`);
    return { file, line: front.split('\n').length };
  };

  it('refuses disallowed link targets in a post body, naming file, field and line; raw HTML is only text', () => {
    const { file, line } = postWith('Intro\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))\n');
    const messages = validate('blog', file);
    expect(messages.join('\n')).toContain(
      `index.md: field "body" (line ${line + 4}): the link address "javascript:alert(1)"`,
    );
    expect(messages.join('\n')).not.toContain('<script>');
  });

  it('applies the same rule to a legal page', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'legal-'));
    const source = readdirSync(path.join(contentDir, 'legal')).find((name) => name.endsWith('.md'))!;
    const file = path.join(dir, source);
    const text = readFileSync(path.join(contentDir, 'legal', source), 'utf8');
    writeFileSync(file, `${text.trimEnd()}\n\n![x](data:image/svg+xml,y)\n`);
    expect(validate('legal', file).join('\n')).toContain(
      `${source}: field "body" (line ${text.trimEnd().split('\n').length + 2}): the picture address "data:image/svg+xml,y"`,
    );
  });

  it('with CONTENT_UNSAFE_HTML=as-text only warns (the page then carries the sanitised article)', () => {
    const { file } = postWith('[x](javascript:alert(1))\n');
    process.env.CONTENT_UNSAFE_HTML = 'as-text';
    try {
      expect(validate('blog', file)).toEqual([]);
    } finally {
      delete process.env.CONTENT_UNSAFE_HTML;
    }
    expect(validate('blog', file).join('\n')).toContain('the link address "javascript:alert(1)"');
  });

  it('refuses ---js front matter with a clear message, and its code never runs', () => {
    const probe = path.join(mkdtempSync(path.join(tmpdir(), 'probe-')), 'ran.txt');
    const code = `require('fs').writeFileSync(${JSON.stringify(probe)}, 'ran')`;
    const file = path.join(path.dirname(probe), 'index.md');
    // gray-matter's JavaScript engine, which the build used before, evaluates this block to read the fields.
    writeFileSync(file, `---js\n(function () { ${code}; return { title: 'x' } })()\n---\nBody\n`);
    const message = validate('blog', file).join('\n');
    expect(message).toContain('index.md: cannot be parsed (front matter starts with "---js"');
    expect(existsSync(probe)).toBe(false);
  });

  it('ignores files that have no rule', () => {
    expect(fixture('site', 'content-broken/unknown.json')).toBe('');
  });

  it('accepts every JSON file, post and legal page of the content', () => {
    const files = readdirSync(contentDir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(json|md)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const folder = path.relative(contentDir, file).split(path.sep)[0]!;
      expect(validate(folder, file)).toEqual([]);
    }
  });
});
