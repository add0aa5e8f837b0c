import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postProcessHtml } from './post-process-html';

describe('postProcessHtml', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'post-process-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const page =
    '<html><head><meta charSet="utf-8"/><script>a()</script></head><body><img data-src="/a.webp" alt="A"/></body></html>';

  it('fixes image markup and adds the script policy in one pass, pages only', async () => {
    mkdirSync(path.join(dir, 'blog', 'post'), { recursive: true });
    mkdirSync(path.join(dir, '_gatsby', 'slices'), { recursive: true });
    // Gatsby names page-data folders after their page: a folder, not a file to read.
    mkdirSync(path.join(dir, 'page-data', '404.html'), { recursive: true });
    writeFileSync(path.join(dir, 'blog', 'post', 'index.html'), page);
    writeFileSync(
      path.join(dir, '_gatsby', 'slices', 'footer.html'),
      '<footer><img data-src="/b.png" alt="B"/></footer>',
    );
    expect(await postProcessHtml(dir)).toEqual({ pages: 2, withCsp: 1 });
    const html = readFileSync(path.join(dir, 'blog', 'post', 'index.html'), 'utf8');
    expect(html).toContain('<img src="/a.webp" alt="A"/>');
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*'sha256-[A-Za-z0-9+/=]{44}'/);
    const slice = readFileSync(path.join(dir, '_gatsby', 'slices', 'footer.html'), 'utf8');
    expect(slice).toBe('<footer><img src="/b.png" alt="B"/></footer>');
  });

  it('gives each page a policy allowing exactly its own inline scripts, once', async () => {
    writeFileSync(path.join(dir, 'index.html'), page);
    await postProcessHtml(dir);
    await postProcessHtml(dir);
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    // sha256 of "a()", base64.
    expect(html).toMatch(
      /^<html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/=]{44}' /,
    );
    expect(html.match(/http-equiv/g)).toHaveLength(1);
  });
});
