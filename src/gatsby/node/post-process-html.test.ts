/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOOT_SCRIPT, scriptHash } from '../../lib/headers/inline-scripts';
import { THEME_INIT_SCRIPT } from '../../lib/ui/theme-choice';
import { postProcessHtml } from './post-process-html';

describe('postProcessHtml', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'post-process-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const page =
    `<html><head><meta charSet="utf-8"/><script>${THEME_INIT_SCRIPT}</script></head><body><img data-src="/a.webp" alt="A"/>` +
    '<script>alert(document.cookie)</script><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/a;b/";/*]]>*/</script></body></html>';

  it('adds the script policy to pages only, leaving their markup as rendered', async () => {
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
    expect(html).toContain('<img data-src="/a.webp" alt="A"/>');
    expect(html).toContain(`'${scriptHash(THEME_INIT_SCRIPT)}'`);
    const slice = readFileSync(path.join(dir, '_gatsby', 'slices', 'footer.html'), 'utf8');
    expect(slice).toBe('<footer><img data-src="/b.png" alt="B"/></footer>');
  });

  it('allows only the build’s own inline scripts, once, and moves Gatsby’s page data into <head>', async () => {
    writeFileSync(path.join(dir, 'index.html'), page);
    await postProcessHtml(dir);
    await postProcessHtml(dir);
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    const policy =
      /^<html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
        html,
      )?.[1];
    const allowed = policy?.match(/'sha256-[^']+'/g);
    expect(allowed).toEqual([`'${scriptHash(THEME_INIT_SCRIPT)}'`, `'${scriptHash(BOOT_SCRIPT)}'`]);
    expect(policy).not.toContain(scriptHash('alert(document.cookie)'));
    expect(html).toContain(
      `<script type="application/json" id="page-boot">{"globals":{"pagePath":"/a;b/"}}</script><script id="app-scripts">${BOOT_SCRIPT}</script></head>`,
    );
    expect(html).not.toContain('gatsby-script-loader');
    expect(html.match(/http-equiv/g)).toHaveLength(1);
  });
});
