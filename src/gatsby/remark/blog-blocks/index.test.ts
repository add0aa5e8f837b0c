import { createRequire } from 'node:module';
import prismjs from 'gatsby-remark-prismjs';
import blogBlocks from './index';

/**
 * Runs Markdown through the same pipeline as the build: gatsby-transformer-remark's own remark (with
 * GFM), this plugin, gatsby-remark-prismjs, then Markdown → HTML as the transformer does it.
 */
// remark and its helpers are CommonJS packages nested inside gatsby-transformer-remark, so they are
// loaded from there (the same copies the build uses) rather than imported from the project root.
const fromTransformer = createRequire(require.resolve('gatsby-transformer-remark/package.json'));
const remark = fromTransformer('remark');
const remarkGfm = fromTransformer('remark-gfm');
const toHast = fromTransformer('mdast-util-to-hast');
const toHtml = fromTransformer('hast-util-to-html');

function render(markdown: string, withPrism = true): string {
  const markdownAST = remark().use(remarkGfm).parse(markdown);
  blogBlocks({ markdownAST });
  if (withPrism) prismjs({ markdownAST }, { noInlineHighlight: true });
  return toHtml(toHast(markdownAST, { allowDangerousHtml: true }), { allowDangerousHtml: true });
}

describe('alerts', () => {
  it('turns > [!NOTE] into a labelled aside without the marker', () => {
    const html = render('> [!NOTE]\n> Keep **one** copy off site.');
    expect(html).toBe(
      '<aside class="callout callout-note">\n<p class="callout-label">Note</p>\n<p>Keep <strong>one</strong> copy off site.</p>\n</aside>',
    );
  });

  it('handles [!TIP] and [!WARNING], any case, and a body in a later paragraph', () => {
    expect(render('> [!tip]\n> Use tmux.')).toContain(
      '<aside class="callout callout-tip">\n<p class="callout-label">Tip</p>\n<p>Use tmux.</p>',
    );
    const html = render('> [!WARNING]\n>\n> Back up first.');
    expect(html).toContain('<p class="callout-label">Warning</p>');
    expect(html).toContain('<p>Back up first.</p>');
    expect(html).not.toContain('[!WARNING]');
  });

  it('leaves ordinary quotes and unknown kinds as blockquotes', () => {
    expect(render('> Simple is better.')).toBe('<blockquote>\n<p>Simple is better.</p>\n</blockquote>');
    expect(render('> [!DANGER]\n> Hmm.')).toContain('<blockquote>');
  });
});

describe('code blocks', () => {
  const html = render('```bash\necho "$HOME" && ls <dir>\n```');

  it('adds a visible language label and a copy button, kept out of search excerpts, before the highlighted code', () => {
    expect(html).toMatch(
      /^<div class="code-block" data-language="bash"><div class="code-block-bar" data-pagefind-ignore=""><span class="code-block-lang">Bash<\/span><button type="button" class="code-block-copy" data-copy-code=""><span class="code-block-copy-text">Copy<\/span><span class="visually-hidden"> Bash code<\/span><\/button><\/div>/,
    );
  });

  it('highlights at build time inside a focusable, labelled scroll area', () => {
    expect(html).toContain('<div class="code-block-scroll" tabindex="0" role="group" aria-label="Bash code">');
    expect(html).toContain('<pre class="language-bash"><code class="language-bash">');
    expect(html).toContain('<span class="token builtin class-name">echo</span>');
    expect(html).toContain('<span class="token operator">&lt;</span>dir');
  });

  it('labels every allowed language', () => {
    const labels = ['shell', 'bash', 'json', 'python', 'sql', 'jsx', 'yaml', 'hcl', 'vim', 'text', 'js', 'css'].map(
      blogBlocks.languageLabel,
    );
    expect(labels).toEqual([
      'Shell',
      'Bash',
      'JSON',
      'Python',
      'SQL',
      'JSX',
      'YAML',
      'HCL',
      'Vim script',
      'Text',
      'JavaScript',
      'CSS',
    ]);
    expect(blogBlocks.languageLabel(undefined)).toBe('Text');
    expect(blogBlocks.languageLabel('bash{1,3}')).toBe('Bash');
  });

  it('wraps code inside lists and alerts too', () => {
    const nested = render('1. Run:\n\n   ```shell\n   ls\n   ```\n\n> [!TIP]\n> ```yaml\n> a: 1\n> ```', false);
    expect(nested.match(/class="code-block"/g)).toHaveLength(2);
  });
});

describe('tables', () => {
  it('puts a table in a focusable scroll area', () => {
    expect(render('| a | b |\n| - | - |\n| 1 | 2 |\n')).toMatch(
      /^<div class="table-scroll" tabindex="0" role="group" aria-label="Table"><table>/,
    );
  });
});

describe('images', () => {
  it('fills a missing alt with "Blog image" and keeps a given one', () => {
    expect(render('![](./a.png)')).toContain('<img src="./a.png" alt="Blog image">');
    expect(render('![Timeline of releases](./a.png)')).toContain('alt="Timeline of releases"');
  });

  it('never edits HTML text: an <img> in raw HTML or a code span keeps its words', () => {
    // Raw HTML is text by the time blog-blocks runs (the safe-HTML step); code spans always were.
    expect(render('`<img src="a" title="x<img">`')).toBe('<p><code>&#x3C;img src="a" title="x&#x3C;img"></code></p>');
    expect(render('<img src="./b.png">\n')).toBe('<img src="./b.png">');
  });
});

describe('heading anchors', () => {
  it('gives h2 and h3 the slug of their text as id and links the text to it', () => {
    const html = render('## Step 2: Install *Docker*!\n\n### Why it’s fast');
    expect(html).toContain(
      '<h2 id="step-2-install-docker"><a href="#step-2-install-docker" class="heading-anchor">Step 2: Install <em>Docker</em>!</a></h2>',
    );
    expect(html).toContain(
      '<h3 id="why-its-fast"><a href="#why-its-fast" class="heading-anchor">Why it’s fast</a></h3>',
    );
  });

  it('numbers repeated headings so every id is unique', () => {
    const html = render('## Setup\n\n## Setup\n\n### Setup\n\n## Setup 1');
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(['setup', 'setup-1', 'setup-2', 'setup-1-1']);
  });

  it('leaves h4 and deeper alone', () => {
    expect(render('#### Detail')).toBe('<h4>Detail</h4>');
  });

  it('adds a separate labelled anchor when the heading already holds a link', () => {
    const html = render('## See [the docs](https://example.com)');
    expect(html).toContain('<h2 id="see-the-docs">See <a href="https://example.com">the docs</a>');
    expect(html).toContain(
      '<a href="#see-the-docs" class="heading-anchor" aria-label="Link to the section See the docs">#</a>',
    );
  });

  it('stores the id where gatsby-transformer-remark reads headings from', () => {
    const markdownAST = remark().use(remarkGfm).parse('## Hello World');
    blogBlocks({ markdownAST });
    expect(markdownAST.children[0].data).toMatchObject({ id: 'hello-world' });
  });

  it('slugs accented and empty text', () => {
    expect(blogBlocks.headingSlug('Café déjà vu')).toBe('cafe-deja-vu');
    expect(blogBlocks.headingSlug('!!!')).toBe('section');
  });
});
