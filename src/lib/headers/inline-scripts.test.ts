/**
 * @jest-environment node
 */
import { THEME_INIT_SCRIPT } from '../ui/theme-choice';
import {
  BOOT_SCRIPT,
  executableInlineScripts,
  foreignInlineScripts,
  inlineHandlers,
  ownInlineScripts,
  ownScriptHashes,
  ownScriptsOutsideHead,
  readGatsbyGlobals,
  withFixedDataScripts,
} from './inline-scripts';

describe('readGatsbyGlobals', () => {
  it('reads the JSON values Gatsby assigns, with or without its CDATA comments', () => {
    expect(readGatsbyGlobals('/*<![CDATA[*/window.pagePath="/a;b/";/*]]>*/')).toEqual({ pagePath: '/a;b/' });
    expect(readGatsbyGlobals('\n window.___chunkMapping="{\\"app\\":[\\"/app.js\\"]}";\n')).toEqual({
      ___chunkMapping: '{"app":["/app.js"]}',
    });
    expect(readGatsbyGlobals('window.___webpackCompilationHash="ab12";window.pageData={"a":[1]};')).toEqual({
      ___webpackCompilationHash: 'ab12',
      pageData: { a: [1] },
    });
  });

  it('refuses anything that is not only JSON assigned to those globals', () => {
    for (const body of [
      'window.pagePath="/";alert(1);',
      'window.pagePath=alert(1);',
      'window.location="https://example.com";',
      'window.pagePath="/"',
      '',
    ])
      expect(readGatsbyGlobals(body)).toBeNull();
  });
});

describe('withFixedDataScripts', () => {
  it('moves the data into a JSON element in <head> before the fixed script, and out of the body', () => {
    const html = withFixedDataScripts(
      '<html><head><meta charset="utf-8"></head><body><p>x</p><script id="x">window.pagePath="/\\"&amp;<b>/";</script><script>alert(1)</script></body></html>',
    );
    expect(html).toBe(
      '<html><head><meta charset="utf-8">' +
        `<script type="application/json" id="page-boot">{"globals":{"pagePath":"/\\"&amp;\\u003cb>/"}}</script>` +
        `<script id="app-scripts">${BOOT_SCRIPT}</script></head><body><p>x</p><script>alert(1)</script></body></html>`,
    );
    expect(ownScriptsOutsideHead(html)).toEqual([]);
    expect(ownScriptsOutsideHead(`${html}<script>${BOOT_SCRIPT}</script>`)).toEqual([BOOT_SCRIPT]);
  });
});

describe('foreignInlineScripts and inlineHandlers', () => {
  const own = `<script>${THEME_INIT_SCRIPT}</script><script type="application/json" id="page-boot">{}</script><script id="app-scripts">${BOOT_SCRIPT}</script>`;

  it('finds inline scripts that are not the build’s own; data blocks and external scripts are not inline code', () => {
    const html = `${own}<script type="application/ld+json">{"a":1}</script><script src="/a.js"></script><script>steal()</script><script type="module">x()</script>`;
    expect(executableInlineScripts(html)).toHaveLength(4);
    expect(foreignInlineScripts(html)).toEqual(['steal()', 'x()']);
    expect(foreignInlineScripts(own)).toEqual([]);
  });

  it('finds event handlers and javascript: addresses in markup, not in text, scripts or comments', () => {
    const html =
      '<p title="a > b">onclick=x</p><img src="a.png" onerror="alert(1)"><a href=" javascript:alert(1)">x</a>' +
      '<pre>&lt;img onerror=x&gt;</pre><!-- <b onclick=x> --><script>var s="<b onclick=x>"</script><svg><a xlink:href="javascript:x"></a></svg>' +
      '<a href="/x" title="y&#x22; onmouseover=&#x22;alert(1)">inert</a>';
    expect(inlineHandlers(html)).toEqual([
      '<img src="a.png" onerror="alert(1)">',
      '<a href=" javascript:alert(1)">',
      '<a xlink:href="javascript:x">',
    ]);
  });

  it('allows the build’s two fixed scripts, each hashed once, and no image script', () => {
    expect(new Set(ownScriptHashes()).size).toBe(2);
    for (const body of ownInlineScripts()) expect(body).not.toContain('HTMLImageElement');
  });
});
