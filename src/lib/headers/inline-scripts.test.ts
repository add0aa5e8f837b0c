/**
 * @jest-environment node
 */
import { THEME_INIT_SCRIPT } from '../ui/theme-choice';
import {
  APP_SCRIPTS_LOADER,
  executableInlineScripts,
  foreignInlineScripts,
  GLOBALS_SCRIPT,
  inlineHandlers,
  ownInlineScripts,
  ownScriptHashes,
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
  it('moves the data into an attribute and the fixed script sets the same globals', () => {
    const html = withFixedDataScripts('<script id="x">window.pagePath="/\\"&amp;/";</script><script>alert(1)</script>');
    expect(html).toBe(
      `<script id="x" data-globals="{&quot;pagePath&quot;:&quot;/\\&quot;&amp;amp;/&quot;}">${GLOBALS_SCRIPT}</script><script>alert(1)</script>`,
    );
    // What the browser's getAttribute returns: the attribute with its character references decoded.
    const attribute = /data-globals="([^"]*)"/
      .exec(html)![1]!
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    const window: Record<string, unknown> = {};
    new Function('window', 'document', GLOBALS_SCRIPT)(window, { currentScript: { getAttribute: () => attribute } });
    expect(window.pagePath).toBe('/"&amp;/');
  });
});

describe('foreignInlineScripts and inlineHandlers', () => {
  const own = `<script>${THEME_INIT_SCRIPT}</script><script id="app-scripts" data-src="[]">${APP_SCRIPTS_LOADER}</script>`;

  it('finds inline scripts that are not the build’s own; data blocks and external scripts are not inline code', () => {
    const html = `${own}<script type="application/ld+json">{"a":1}</script><script src="/a.js"></script><script>steal()</script><script type="module">x()</script>`;
    expect(executableInlineScripts(html)).toHaveLength(4);
    expect(foreignInlineScripts(html)).toEqual(['steal()', 'x()']);
    expect(foreignInlineScripts(own)).toEqual([]);
  });

  it('finds event handlers and javascript: addresses in markup, not in text, scripts or comments', () => {
    const html =
      '<p title="a > b">onclick=x</p><img src="a.png" onerror="alert(1)"><a href=" javascript:alert(1)">x</a>' +
      '<pre>&lt;img onerror=x&gt;</pre><!-- <b onclick=x> --><script>var s="<b onclick=x>"</script><svg><a xlink:href="javascript:x"></a></svg>';
    expect(inlineHandlers(html)).toEqual([
      '<img src="a.png" onerror="alert(1)">',
      '<a href=" javascript:alert(1)">',
      '<a xlink:href="javascript:x">',
    ]);
  });

  it('allows the build’s three fixed scripts, each hashed once, and no image script', () => {
    expect(new Set(ownScriptHashes()).size).toBe(3);
    for (const body of ownInlineScripts()) expect(body).not.toContain('HTMLImageElement');
  });
});
