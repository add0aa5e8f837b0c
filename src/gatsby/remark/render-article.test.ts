/** @jest-environment node */
import { renderArticle } from './render-article';

describe('renderArticle (one rule for every Markdown field)', () => {
  it('shows raw HTML as its text, wherever it is and however it is cut', () => {
    for (const markdown of [
      '<script>window.x = 1</script>',
      'Hi <img src=x onerror="alert(1)">',
      '<p title="a>\n\nnext block" onmouseover="alert(1)">',
      '<body onload="alert(1)">',
      '<base href="https://evil.example/">',
    ]) {
      const { html, problems } = renderArticle(markdown);
      expect(problems).toEqual([]);
      expect(html).not.toMatch(/<(script|img|body|base)\b|<[a-z][^>]*\son\w+=/i);
      expect(html).toContain('&#x3C;');
    }
  });

  it('refuses a link or picture address by line, and publishes its words only', () => {
    const { html, problems } = renderArticle('Intro\n\n[read](javascript:alert(1)) and ![c](data:image/svg+xml,x)\n');
    expect(problems).toEqual([
      { line: 3, problem: expect.stringContaining('the link address "javascript:alert(1)"') },
      { line: 3, problem: expect.stringContaining('the picture address "data:image/svg+xml,x"') },
    ]);
    expect(html).toBe('<p>Intro</p>\n<p>read and c</p>');
  });

  it('fills alt text on the tree, never inside text or attributes', () => {
    expect(renderArticle('![](./a.png)').html).toContain('<img src="./a.png" alt="Blog image">');
    const code = renderArticle('Use `<img src="a" title="x<img">` here.').html;
    expect(code).toBe('<p>Use <code>&#x3C;img src="a" title="x&#x3C;img"></code> here.</p>');
  });

  it('writes only the site’s languages into a code block’s attributes', () => {
    const { html, problems } = renderArticle('```js" onmouseover="alert(1)\nx\n```\n\n```ruby {1}\ny\n```\n');
    expect(problems).toEqual([]);
    expect(html).not.toMatch(/onmouseover="|language-ruby|language-js"/);
    expect(html).toContain('class="language-text"');
    expect(renderArticle('```bash{1}\nls\n```').html).toContain('class="language-bash"');
  });

  it('gives headings anchors from their text, and keeps the HTML the build writes', () => {
    const { html, problems } = renderArticle('## Step "2" <b>\n\n> [!TIP]\n> Hi\n\n| a |\n| - |\n| 1 |\n');
    expect(problems).toEqual([]);
    expect(html).toContain('<h2 id="step-2-b"><a href="#step-2-b" class="heading-anchor">Step "2" &#x3C;b></a></h2>');
    expect(html).toContain('<aside class="callout callout-tip">');
    expect(html).toContain('<div class="table-scroll" tabindex="0" role="group" aria-label="Table">');
  });

  it('lists the h2 and h3 with the ids the page anchors them by, repeats numbered, for "On this page"', () => {
    const { headings, html } = renderArticle('# Not listed\n\n## Set *up*\n\n### Set up\n\n## Set up\n\n#### Deep');
    expect(headings).toEqual([
      { id: 'set-up', value: 'Set up', depth: 2 },
      { id: 'set-up-1', value: 'Set up', depth: 3 },
      { id: 'set-up-2', value: 'Set up', depth: 2 },
    ]);
    for (const { id } of headings) expect(html).toContain(`id="${id}"`);
  });
});
