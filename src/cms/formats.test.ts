import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from '../lib/content/front-matter';
import { jsonFormat, jsonListFormat, listKeys, orderKeys, parsePost, serialisePost, withoutEmpty } from './formats';

const CONTENT = path.resolve(__dirname, '../../content');

function files(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ext))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The lines of `after` that differ from `before`, line by line (the edits here never add or remove a line). */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  return after.split('\n').filter((line, index) => line !== old[index]);
}

describe('CMS file formats', () => {
  it.each(files(CONTENT, '.json').map((file) => [path.relative(CONTENT, file), file]))(
    '%s reads and writes back to the same bytes (a saved edit changes only its own lines)',
    (_, file) => {
      const text = readFileSync(file, 'utf8');
      const format = Array.isArray(JSON.parse(text)) ? jsonListFormat : jsonFormat;
      expect(format.toFile(format.fromFile(text))).toBe(text);
    },
  );

  it.each(files(path.join(CONTENT, 'blog'), '.md').map((file) => [path.relative(CONTENT, file), file]))(
    '%s reads and writes back to the same bytes (quote style, key order, lists on one line)',
    (_, file) => {
      const text = readFileSync(file, 'utf8');
      expect(serialisePost(parsePost(text))).toBe(text);
    },
  );

  it('a one-word fix in a post changes one line of the file', () => {
    const [file] = files(path.join(CONTENT, 'blog'), '.md');
    const text = readFileSync(file!, 'utf8');
    const post = parsePost(text);
    const body = String(post.body);
    const word = body.match(/\b[a-z]{4,}\b/)![0];
    const written = serialisePost({ ...post, body: body.replace(word, `${word}x`) });
    expect(changedLines(text, written)).toHaveLength(1);
    expect(parseFrontMatter(written).data).toEqual(parseFrontMatter(text).data);
  });

  it('a changed field in a JSON file changes one line of the file', () => {
    const text = readFileSync(path.join(CONTENT, 'careers/jobs.json'), 'utf8');
    const data = jsonFormat.fromFile(text) as { jobs: Array<Record<string, unknown>> };
    const jobs = data.jobs.map((job, index) =>
      index === 0 ? { ...job, title: `${String(job.title)} (Senior)` } : job,
    );
    expect(changedLines(text, jsonFormat.toFile({ ...data, jobs }))).toHaveLength(1);
  });

  it('leaves out empty optional values and keeps a missing brand icon as null', () => {
    expect(withoutEmpty({ street: '', items: [{ name: 'Wix', icon: '' }] })).toEqual({
      items: [{ name: 'Wix', icon: null }],
    });
  });

  it('keeps an empty icon of a menu card out of the file (menu icons are optional, not null)', () => {
    expect(withoutEmpty({ url: '/blog/', icon: '' })).toEqual({ url: '/blog/' });
  });

  it('gives pictures the ./ the build requires', () => {
    expect(withoutEmpty({ poster: 'cover.png', image: 'images/a.jpg', keep: './b.jpg' })).toEqual({
      poster: './cover.png',
      image: './images/a.jpg',
      keep: './b.jpg',
    });
  });

  it("writes post front matter in the build's key order with numbers as numbers", () => {
    const text = serialisePost({
      body: 'Text',
      related: ['3', 4, '5'],
      title: 'a-post',
      id: '7',
      technical: false,
      seoKeywords: undefined,
    });
    expect(text).toBe('---\nid: 7\ntitle: a-post\nseoKeywords: ""\nrelated: [3, 4, 5]\n---\n\nText\n');
  });

  it("orders an object's keys like the form, unknown keys last", () => {
    expect(Object.keys(orderKeys({ b: 1, z: 2, a: 3 }, [['a', 'b', 'c']]) as object)).toEqual(['b', 'z', 'a']);
    expect(Object.keys(orderKeys({ b: 1, a: 3 }, [['a', 'b', 'c']]) as object)).toEqual(['a', 'b']);
  });
});

describe('what the list of posts reads', () => {
  it('sorts by the publication date, not its day of the month, and names drafts and scheduled posts', () => {
    const days = ['01 Sep 2025', '02 Mar 2026', '03 Feb 2025', '28 Nov 2026'];
    const sorted = [...days].sort((a, b) =>
      listKeys({ date: a }, '2026-11-28').sortDate.localeCompare(listKeys({ date: b }, '2026-11-28').sortDate),
    );
    expect(sorted).toEqual(['03 Feb 2025', '01 Sep 2025', '02 Mar 2026', '28 Nov 2026']);
    expect(listKeys({ date: '05 Dec 2026' }, '2026-11-28').listState).toBe('Scheduled for 05 Dec 2026: ');
    expect(listKeys({ date: '05 Dec 2026', draft: true }, '2026-11-28').listState).toBe('Draft: ');
    expect(listKeys({ date: '28 Nov 2026' }, '2026-11-28').listState).toBe('');
  });

  it('reads the list keys from a post and never writes them', () => {
    const text = '---\nid: 3\ndate: "05 Dec 2099"\n---\n\nText\n';
    const post = parsePost(text);
    expect(post).toMatchObject({ sortDate: '2099-12-05', listState: 'Scheduled for 05 Dec 2099: ' });
    expect(serialisePost(post)).not.toMatch(/sortDate|listState/);
  });
});
