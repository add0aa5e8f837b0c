import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from '../lib/content/front-matter';
import { jsonFormat, jsonListFormat, orderKeys, parsePost, serialisePost, withoutEmpty } from './formats';

const CONTENT = path.resolve(__dirname, '../../content');

function files(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ext))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('CMS file formats', () => {
  it.each(files(CONTENT, '.json').map((file) => [path.relative(CONTENT, file), file]))(
    '%s reads and writes back to the same data in the same key order',
    (_, file) => {
      const text = readFileSync(file, 'utf8');
      const format = Array.isArray(JSON.parse(text)) ? jsonListFormat : jsonFormat;
      const written = format.toFile(format.fromFile(text));
      expect(written).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    },
  );

  it.each(files(path.join(CONTENT, 'blog'), '.md').map((file) => [path.relative(CONTENT, file), file]))(
    '%s reads and writes back to the same front matter and text',
    (_, file) => {
      const text = readFileSync(file, 'utf8');
      const again = parseFrontMatter(serialisePost(parsePost(text)));
      const original = parseFrontMatter(text);
      expect(again.data).toEqual(original.data);
      expect(again.body.trim()).toBe(original.body.trim());
    },
  );

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
    expect(text).toBe("---\nid: 7\ntitle: a-post\nseoKeywords: ''\nrelated: [3, 4, 5]\n---\n\nText\n");
  });

  it("orders an object's keys like the form, unknown keys last", () => {
    expect(Object.keys(orderKeys({ b: 1, z: 2, a: 3 }, [['a', 'b', 'c']]) as object)).toEqual(['b', 'z', 'a']);
    expect(Object.keys(orderKeys({ b: 1, a: 3 }, [['a', 'b', 'c']]) as object)).toEqual(['a', 'b']);
  });
});
