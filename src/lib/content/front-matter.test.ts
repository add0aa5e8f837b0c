import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FrontMatterError, parseFrontMatter } from './front-matter';

describe('parseFrontMatter', () => {
  it('reads YAML fields and gives the body with its first line number in the file', () => {
    const result = parseFrontMatter('---\ntitle: "Hi"\nid: 3\n---\n\nText <b>here</b>\n');
    expect(result.data).toEqual({ title: 'Hi', id: 3 });
    expect(result.body).toBe('\nText <b>here</b>\n');
    expect(result.bodyLine).toBe(5);
  });

  it('accepts ---yaml, CRLF line ends, an empty block and a file without front matter', () => {
    expect(parseFrontMatter('---yaml\r\na: 1\r\n---\r\nx').data).toEqual({ a: 1 });
    expect(parseFrontMatter('---\n---\nbody')).toEqual({ data: {}, body: 'body', bodyLine: 3 });
    expect(parseFrontMatter('Just text')).toEqual({ data: {}, body: 'Just text', bodyLine: 1 });
  });

  it.each(['js', 'javascript', 'coffee', 'JS '])(
    'refuses ---%s with a message that says front matter is never code',
    (language) => {
      expect(() => parseFrontMatter(`---${language}\n{ title: "x" }\n---\nBody`)).toThrow(
        /front matter starts with "---\w+": front matter is never run as code/,
      );
    },
  );

  it('refuses other languages and YAML that is not fields', () => {
    expect(() => parseFrontMatter('---toml\ntitle = "x"\n---\n')).toThrow(/only YAML front matter is read/);
    expect(() => parseFrontMatter('---\n- a\n- b\n---\n')).toThrow(FrontMatterError);
    expect(() => parseFrontMatter('---\ntitle: [\n---\n')).toThrow(/not valid YAML/);
  });

  it('never runs the code of a ---js probe, nor a YAML function tag', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'front-matter-probe-'));
    const probe = path.join(dir, 'ran.txt');
    const code = `require('fs').writeFileSync(${JSON.stringify(probe)}, 'ran'); globalThis.frontMatterProbe = true`;
    expect(() => parseFrontMatter(`---js\n(function () { ${code}; return {} })()\n---\nBody`)).toThrow(
      FrontMatterError,
    );
    expect(() =>
      parseFrontMatter(`---\nx: !!js/function "function () { ${code.replace(/"/g, '\\"')} }"\n---\n`),
    ).toThrow(/not valid YAML/);
    expect(existsSync(probe)).toBe(false);
    expect((globalThis as { frontMatterProbe?: boolean }).frontMatterProbe).toBeUndefined();
  });
});
