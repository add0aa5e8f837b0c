import { isSafeUrl, sanitiseArticle } from '.';

/** Parsed the way a browser parses the article inside its page: the elements and attributes that exist. */
function parsed(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')].map(
    (element) => `${element.localName}[${[...element.attributes].map((a) => a.name).join(',')}]`,
  );
}

/**
 * Markup that a check of one fragment at a time let through: each piece alone parses to nothing harmful, the page
 * joins them. The whole article is parsed as the page parses it, so each is refused.
 */
const WHOLE_ARTICLE: Array<[string, string, RegExp]> = [
  [
    'an attribute opened in one block and closed in the next',
    '<p title="a>one</p>\n<p>" onmouseover="alert(1)" x="">two</p>',
    /"onmouseover" on <p>/,
  ],
  ['an unterminated <script src', '<p>a</p><script src="https://evil.example/x.js"', /the <script> element/],
  ['an unterminated <style', '<p>a</p><style>body{display:none}', /the <style> element/],
  ['an unterminated <textarea', '<p>a</p><textarea>', /the <textarea> element/],
  ['an unterminated <iframe', '<p>a</p><iframe src="/x"', /the <iframe> element/],
  ['an unterminated <form', '<form action="https://evil.example/"><p>a</p>', /the <form> element/],
  ['a <base>', '<base href="https://evil.example/"><p>a</p>', /the <base> element/],
  ['<body> attributes', '<p>a</p><body onload="alert(1)">', /the <body> element/],
  ['<html> attributes', '<html manifest="https://evil.example/">', /the <html> element/],
  ['a <head>', '<head><meta http-equiv="refresh" content="0;url=https://evil.example/">', /the <(head|meta)> element/],
  [
    'an end tag that leaves the article',
    '<p>a</p></div><script>alert(1)</script>',
    /closes the article early|<script>/,
  ],
  ['an event handler', '<img src="a.png" onerror="alert(1)">', /"onerror" on <img>/],
  ['a javascript: address', '<a href="jav&#x09;ascript:alert(1)">x</a>', /the address .* on <a> is not allowed/],
  ['svg', '<svg><script>alert(1)</script></svg>', /the <svg> element/],
  ['a comment', '<p>a</p><!-- x --><p>b</p>', /comment/],
];

describe('sanitiseArticle (the whole article, as its page parses it)', () => {
  it.each(WHOLE_ARTICLE)('refuses %s, naming it', (_name, html, problem) => {
    const { problem: found, html: published } = sanitiseArticle(html);
    expect(found).toMatch(problem);
    // What would be published instead carries nothing that runs.
    for (const element of parsed(published)) expect(element).not.toMatch(/^(script|style|iframe|form|base)|[[,]on/);
  });

  it('keeps what the build writes exactly: code bars, Prism tokens, notes, tables, anchors, pictures', () => {
    const html = [
      '<h2 id="setup"><a href="#setup" class="heading-anchor">Setup</a></h2>',
      '<div class="code-block" data-language="bash"><div class="code-block-bar" data-pagefind-ignore="">',
      '<span class="code-block-lang">Bash</span><button type="button" class="code-block-copy" data-copy-code="">Copy</button></div>',
      '<div class="code-block-scroll" tabindex="0" role="group" aria-label="Bash code"><div class="gatsby-highlight" data-language="bash">',
      '<pre class="language-bash"><code class="language-bash"><span class="token function">ls</span></code></pre></div></div></div>',
      '<aside class="callout callout-tip"><p class="callout-label">Tip</p><p>Text &#x3C;b></p></aside>',
      '<div class="table-scroll" tabindex="0" role="group" aria-label="Table"><table><thead><tr><th>a</th></tr></thead></table></div>',
      '<p><a href="https://example.com/">x</a> <a href="/blog/">y</a> <a href="mailto:a@example.com">z</a></p>',
      '<span class="gatsby-resp-image-wrapper" style="position: relative; display: block"><picture>',
      '<source srcset="/static/a.avif 215w" sizes="(max-width: 860px) 100vw, 860px" type="image/avif">',
      '<img class="gatsby-resp-image-image" src="/static/a.png" alt="A chart" title="A chart" loading="lazy" decoding="async" style="width:100%">',
      '</picture></span>',
    ].join('');
    expect(sanitiseArticle(html)).toEqual({ html, problem: null });
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
