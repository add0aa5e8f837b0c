/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTENT_READERS, readsContent, specsReadingContent } from '../../scripts/quality/content-readers.mjs';

/**
 * Tests read the content only through the content readers, which honour CONTENT_DIR: so every expectation comes
 * from the content being built, and the editor proof's rounds find every test that reads content by its imports.
 */
const root = path.resolve(__dirname, '../..');

/** Tests that read the repository's own files as a corpus, not as the content being built. */
const CORPUS_READERS: Record<string, string> = {
  'src/cms/formats.test.ts': "the CMS formats' round trip over real files, whatever the build reads",
};

const testFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(test|spec)\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes('node_modules'));

it('every content reader honours CONTENT_DIR', () => {
  for (const reader of CONTENT_READERS) {
    const source = readFileSync(path.join(root, reader), 'utf8');
    expect([reader, /CONTENT_DIR|import \{[^}]*\bcontentDir\b[^}]*\} from/.test(source)]).toEqual([reader, true]);
  }
});

it('no test names the content folder itself: it reads content through a reader', () => {
  const direct = ['src', 'tests', 'functions', 'scripts']
    .flatMap(testFiles)
    .filter((file) => !(file in CORPUS_READERS))
    .filter((file) =>
      /['"`](\.\.\/)+content(\/[^'"`]*)?['"`]|resolve\(\s*['"`]content(\/|['"`])/.test(
        readFileSync(path.join(root, file), 'utf8'),
      ),
    );
  expect(direct).toEqual([]);
});

describe('choosing the tests that read content', () => {
  it('finds the specs that import a reader, also through a helper', () => {
    const specs = specsReadingContent('tests/e2e', root);
    expect(specs).toContain('tests/e2e/careers.spec.ts');
    // breadcrumbs reads blog-content.ts, which reads through content-pages.ts.
    expect(specs).toContain('tests/e2e/breadcrumbs.spec.ts');
    expect(specs).not.toContain('tests/e2e/theme.spec.ts');
  });

  it('a new spec that reads content joins without being listed anywhere', () => {
    const dir = mkdtempSync(path.join(root, 'tests', 'e2e', 'probe-'));
    try {
      const helper = path.join(dir, 'helper.ts');
      writeFileSync(helper, "export { services } from '../content-pages';\n");
      writeFileSync(path.join(dir, 'new.spec.ts'), "import { services } from './helper';\nvoid services;\n");
      writeFileSync(path.join(dir, 'plain.spec.ts'), "import { expect } from '../fixtures';\nvoid expect;\n");
      expect(readsContent(path.join(dir, 'new.spec.ts'), root)).toBe(true);
      expect(readsContent(path.join(dir, 'plain.spec.ts'), root)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

it('a file outside the readers is not itself a reader', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'readers-'));
  try {
    writeFileSync(path.join(dir, 'x.spec.ts'), 'export {};\n');
    expect(readsContent(path.join(dir, 'x.spec.ts'), root)).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
