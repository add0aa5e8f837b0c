// Which tests read the content: the ones that import, directly or through other modules, one of the modules
// that read content files (honouring CONTENT_DIR). The editor proof runs exactly these on each edited copy, so a
// new spec or unit test that reads content joins its rounds without anyone listing it
// (tests/lint/content-readers.test.ts keeps tests from reading content/ any other way).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The modules that read content files; everything else reads content through them. */
export const CONTENT_READERS = [
  'tests/e2e/content-pages.ts',
  'tests/e2e/blog-content.ts',
  'tests/content/content-dir.ts',
];

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The project files a module imports by relative path (type-only imports included: cheap, and harmless). */
function localImports(file) {
  const source = readFileSync(file, 'utf8');
  const found = [];
  for (const [, specifier] of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const base = path.resolve(path.dirname(file), specifier);
    const resolved = EXTENSIONS.map((ext) => base + ext).find(
      (candidate) => existsSync(candidate) && !isDir(candidate),
    );
    if (resolved) found.push(resolved);
  }
  return found;
}

function isDir(file) {
  try {
    return readdirSync(file) && true;
  } catch {
    return false;
  }
}

/** Whether `file` reaches a content reader through its imports. */
export function readsContent(file, root = process.cwd(), seen = new Map()) {
  const readers = new Set(CONTENT_READERS.map((reader) => path.resolve(root, reader)));
  const visit = (current) => {
    if (readers.has(current)) return true;
    if (seen.has(current)) return seen.get(current);
    seen.set(current, false);
    const result = localImports(current).some(visit);
    seen.set(current, result);
    return result;
  };
  return visit(path.resolve(root, file));
}

/** The spec files of `dir` (e.g. tests/e2e) that read content, relative to `root`, sorted. */
export function specsReadingContent(dir, root = process.cwd()) {
  const seen = new Map();
  return readdirSync(path.resolve(root, dir))
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => path.join(dir, name))
    .filter((file) => readsContent(file, root, seen))
    .sort();
}
