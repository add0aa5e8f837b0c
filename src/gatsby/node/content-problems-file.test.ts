import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordContentProblems } from './content-problems-file';

describe('recordContentProblems', () => {
  it('appends whole lines, however long, to the file the check names', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'problems-')), 'deep', 'content-problems.txt');
    const long = `content/blog/a/index.md: Headline (heading): ${'x'.repeat(200)}`;
    recordContentProblems([long], { CONTENT_PROBLEMS_FILE: file });
    recordContentProblems(['content/site/site.json: field "email": Required'], { CONTENT_PROBLEMS_FILE: file });
    expect(readFileSync(file, 'utf8')).toBe(`${long}\ncontent/site/site.json: field "email": Required\n`);
  });

  it('writes nothing when no check asked for it', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'problems-')), 'none.txt');
    recordContentProblems(['x'], {});
    expect(existsSync(file)).toBe(false);
  });
});
