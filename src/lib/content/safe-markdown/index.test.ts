import unified from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import toHast from 'mdast-util-to-hast';
import toHtml from 'hast-util-to-html';
import { findUnsafeMarkdown, isSafeUrl, neutraliseUnsafeMarkdown } from '.';

/** Markdown to HTML the way gatsby-transformer-remark does it (raw HTML kept), after the safe-HTML step. */
function render(markdown: string): string {
  const processor = unified().use(remarkParse).use(remarkGfm);
  const tree = processor.runSync(processor.parse(markdown));
  neutraliseUnsafeMarkdown(tree as never);
  return toHtml(toHast(tree as never, { allowDangerousHtml: true }) as never, { allowDangerousHtml: true });
}

const ATTACKS: Array<[string, string, RegExp]> = [
  ['script', '<script>alert(1)</script>', /the <script> element is not allowed/],
  ['event handler', '<img src="a.png" onerror="alert(1)">', /the attribute "onerror" on <img>/],
  ['inline event handler on an allowed tag', 'Text <b onclick="alert(1)">bold</b>', /"onclick" on <b>/],
  ['javascript: link in HTML', '<a href="jav&#x09;ascript:alert(1)">x</a>', /the address .* on <a> is not allowed/],
  ['javascript: Markdown link', '[x](javascript:alert(1))', /the link address "javascript:alert\(1\)"/],
  ['data: picture', '![x](data:image/svg+xml;base64,PHN2Zz4=)', /the picture address "data:/],
  ['data: link', '[x](data:text/html,<script>alert(1)</script>)', /the link address "data:/],
  ['reference definition', '[r]: javascript:alert(1)\n\n[x][r]', /the link address "javascript:/],
  ['iframe', '<iframe src="https://example.com"></iframe>', /the <iframe> element/],
  ['form', '<form action="/x"><button>Go</button></form>', /the <form> element/],
  ['style', '<style>body { display: none }</style>', /the <style> element/],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://example.com">', /the <meta> element/],
  ['base', '<base href="https://example.com/">', /the <base> element/],
  ['svg', '<svg onload="alert(1)"></svg>', /the <svg> element/],
  ['id (DOM clobbering)', '<a id="ga">x</a>', /the attribute "id" on <a>/],
];

describe('findUnsafeMarkdown', () => {
  it.each(ATTACKS)('refuses %s and names the problem', (_name, markdown, problem) => {
    const found = findUnsafeMarkdown(`Intro\n\n${markdown}\n`);
    expect(found[0]).toEqual({ line: 3, problem: expect.stringMatching(problem) });
  });

  it('allows what posts use: details, kbd, sup, tables, safe links and pictures, comments, code', () => {
    const markdown = [
      '<details><summary>More</summary>',
      '',
      'Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, see <a href="https://example.com/a">this</a> or <a href="/blog/">the blog</a>.',
      '',
      '</details>',
      '',
      'H<sub>2</sub>O, x<sup>2</sup>, <br> <!-- a note for editors -->',
      '',
      '[mail](mailto:hello@example.com) [anchor](#setup) [rel](../other/) ![pic](./images/a.png) ![web](https://example.com/a.png)',
      '',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
      '',
      '```html',
      '<script>alert(1)</script>',
      '```',
      '',
      'Inline `<iframe>` code.',
    ].join('\n');
    expect(findUnsafeMarkdown(markdown)).toEqual([]);
  });
});

describe('neutraliseUnsafeMarkdown', () => {
  it.each(ATTACKS)('shows %s as harmless text', (_name, markdown) => {
    // Parsed as a browser parses it: only harmless elements, no handler, no address but http(s) or relative.
    const template = document.createElement('template');
    template.innerHTML = render(markdown);
    const elements = [...template.content.querySelectorAll('*')];
    expect(elements.map((element) => element.localName)).toEqual(
      elements.map(() => expect.stringMatching(/^(p|strong|em)$/)),
    );
    for (const element of elements) {
      for (const attribute of [...element.attributes]) expect(attribute.name).not.toMatch(/^on|^href$|^src$/);
    }
  });

  it('keeps a refused link’s words and a refused picture’s alt text, and leaves allowed HTML alone', () => {
    expect(render('[read **this**](javascript:x) and ![a chart](data:x)')).toBe(
      '<p>read <strong>this</strong> and a chart</p>',
    );
    expect(render('<details><summary>S</summary>\n\nok\n\n</details>')).toBe(
      '<details><summary>S</summary>\n<p>ok</p>\n</details>',
    );
    expect(render('Hi <script>alert(1)</script>')).toBe('<p>Hi &#x3C;script>alert(1)&#x3C;/script></p>');
  });
});

describe('isSafeUrl', () => {
  it('allows http(s), mailto, relative and anchors; pictures only http(s) and relative', () => {
    for (const url of [
      'https://a.example',
      'http://a.example',
      'mailto:a@b.example',
      '/x/',
      '../y',
      '#z',
      '//cdn.example/a',
    ])
      expect(isSafeUrl(url)).toBe(true);
    for (const url of ['javascript:x', ' JavaScript:x', 'java\nscript:x', 'data:text/html,x', 'vbscript:x'])
      expect(isSafeUrl(url)).toBe(false);
    expect(isSafeUrl('mailto:a@b.example', true)).toBe(false);
  });
});
