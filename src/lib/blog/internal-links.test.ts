import { findInternalLinks, withTrailingSlash } from './internal-links';

describe('withTrailingSlash', () => {
  it('accepts a page path that ends with a slash, and the home page', () => {
    expect(withTrailingSlash('/blog/terraform-fundamentals/')).toBeNull();
    expect(withTrailingSlash('/services/devops/')).toBeNull();
    expect(withTrailingSlash('/')).toBeNull();
  });

  it('adds the slash to a page path without one, at any depth', () => {
    expect(withTrailingSlash('/blog/terraform-fundamentals')).toBe('/blog/terraform-fundamentals/');
    expect(withTrailingSlash('/blog')).toBe('/blog/');
    expect(withTrailingSlash('/blog/tags/mysql')).toBe('/blog/tags/mysql/');
  });

  it('puts the slash before an anchor, and accepts an anchor after the slash', () => {
    expect(withTrailingSlash('/blog/foo#setup')).toBe('/blog/foo/#setup');
    expect(withTrailingSlash('/blog/foo/#setup')).toBeNull();
    expect(withTrailingSlash('/#contact')).toBeNull();
  });

  it('puts the slash before a query string, and accepts a query after the slash', () => {
    expect(withTrailingSlash('/careers?q=react')).toBe('/careers/?q=react');
    expect(withTrailingSlash('/careers?q=react#list')).toBe('/careers/?q=react#list');
    expect(withTrailingSlash('/careers/?q=react')).toBeNull();
  });

  it('leaves file links alone: a last segment with an extension is a file, not a page', () => {
    expect(withTrailingSlash('/rss.xml')).toBeNull();
    expect(withTrailingSlash('/sitemap-index.xml')).toBeNull();
    expect(withTrailingSlash('/images/team.jpg')).toBeNull();
    expect(withTrailingSlash('/rss.xml#top')).toBeNull();
  });

  it('judges only the last segment: a dot in a folder name does not make a page a file', () => {
    expect(withTrailingSlash('/v1.2/notes')).toBe('/v1.2/notes/');
  });
});

describe('findInternalLinks', () => {
  it('finds Markdown links, with a title or angle brackets, and link text across lines', () => {
    const text = 'See [a](/blog/a/ "A post"), [b](</blog/b>) and [the\nlast one](/blog/c).';
    expect(findInternalLinks(text)).toEqual(['/blog/a/', '/blog/b', '/blog/c']);
  });

  it('finds reference definitions and HTML anchors', () => {
    const text = ['Read [the guide][g].', '', '[g]: /blog/guide', '<a class="x" href="/contact">Contact</a>'].join(
      '\n',
    );
    expect(findInternalLinks(text)).toEqual(['/blog/guide', '/contact']);
  });

  it('skips external, protocol-relative, relative, mail and anchor-only links', () => {
    const text =
      '[e](https://example.org/blog/x) [p](//cdn.example.org/x) [r](./notes.md) [m](mailto:a@b.in) [h](#setup)';
    expect(findInternalLinks(text)).toEqual([]);
  });

  it('skips images, which have their own rule', () => {
    expect(findInternalLinks('![Diagram](/images/diagram.png) [post](/blog/a)')).toEqual(['/blog/a']);
  });
});
