import { findInternalLinks, withTrailingSlash } from './internal-links';

test.each([
  // A page path that ends with a slash, and the home page, are right as they are.
  ['/blog/terraform-fundamentals/', null],
  ['/services/devops/', null],
  ['/', null],
  // A page path without one gets the slash, at any depth.
  ['/blog/terraform-fundamentals', '/blog/terraform-fundamentals/'],
  ['/blog', '/blog/'],
  ['/blog/tags/mysql', '/blog/tags/mysql/'],
  // The slash goes before an anchor or a query string; one after the slash is fine.
  ['/blog/foo#setup', '/blog/foo/#setup'],
  ['/blog/foo/#setup', null],
  ['/#contact', null],
  ['/careers?q=react', '/careers/?q=react'],
  ['/careers?q=react#list', '/careers/?q=react#list'],
  ['/careers/?q=react', null],
  // File links are left alone: a last segment with an extension is a file, not a page.
  ['/rss.xml', null],
  ['/sitemap-index.xml', null],
  ['/images/team.jpg', null],
  ['/rss.xml#top', null],
  // Only the last segment counts: a dot in a folder name does not make a page a file.
  ['/v1.2/notes', '/v1.2/notes/'],
])('withTrailingSlash(%j) is %j', (href, fixed) => expect(withTrailingSlash(href)).toBe(fixed));

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
