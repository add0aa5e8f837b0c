/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publishedArticleHtml } from './sanitised-html';

/** A Markdown file with two lines of front matter, so its body's line 1 is the file's line 4. */
function markdownFile(body: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'article-')), 'page.md');
  writeFileSync(file, `---\ntitle: x\n---\n${body}`);
  return { fileAbsolutePath: file, rawMarkdownBody: body };
}

describe('publishedArticleHtml (the last lock on every Markdown field)', () => {
  it('publishes the sanitised tree, which for the build’s own HTML is the HTML itself', () => {
    const html =
      '<p>Hi <a href="/blog/">blog</a></p>\n<div class="code-block" data-language="bash"><pre><code>ls</code></pre></div>';
    expect(publishedArticleHtml(html, markdownFile('Hi'))).toBe(html);
  });

  it('stops the build naming file, field and line when sanitising changes anything', () => {
    const source = markdownFile('Intro\n\n[x](javascript:alert(1))\n');
    // As if a remark step had let the address through into the HTML.
    const html = '<p>Intro</p><p><a href="javascript:alert(1)">x</a></p>';
    expect(() => publishedArticleHtml(html, source)).toThrow(
      /page\.md: field "body" \(line 6\): the link address "javascript:alert\(1\)"/,
    );
    // Also when the Markdown alone would pass: the HTML is what is checked.
    expect(() => publishedArticleHtml('<p>a</p></div><img src=x onerror=alert(1)>', markdownFile('a'))).toThrow(
      /page\.md: field "body": an end tag closes the article early/,
    );
  });

  it('with CONTENT_UNSAFE_HTML=as-text warns and publishes the sanitised tree', () => {
    const warn = jest.fn();
    process.env.CONTENT_UNSAFE_HTML = 'as-text';
    try {
      expect(publishedArticleHtml('<p onclick="alert(1)">a</p>', markdownFile('a'), warn)).toBe('<p>a</p>');
    } finally {
      delete process.env.CONTENT_UNSAFE_HTML;
    }
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the attribute "onclick" on <p> is not allowed'));
  });
});
