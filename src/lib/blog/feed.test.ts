import { feedHtml, feeds, type FeedPost } from './feed';

const SITE = 'https://www.staropstechnologies.com';
const post: FeedPost = {
  slug: 'terraform-fundamentals',
  heading: 'Terraform Fundamentals',
  description: 'Providers, resources, state.',
  date: '2026-02-09',
  updated: null,
  author: { name: 'Rohit Yadav' },
  tags: [{ name: 'terraform' }, { name: 'aws provider' }],
  html: '<h2 id="a"><a href="#a" class="heading-anchor">A</a></h2><p>See <a href="/blog/x/">x</a>.</p>',
};

describe('feedHtml', () => {
  const url = `${SITE}/blog/p/`;
  it('makes root-relative links, images and srcset candidates absolute', () => {
    const html = feedHtml(
      '<img src="/static/a.png" srcset="/static/a-1.png 400w, /static/a-2.png 800w"><source srcset="/x.webp 1x">',
      SITE,
      url,
    );
    expect(html).toBe(
      `<img src="${SITE}/static/a.png" srcset="${SITE}/static/a-1.png 400w, ${SITE}/static/a-2.png 800w"><source srcset="${SITE}/x.webp 1x">`,
    );
  });
  it('leaves absolute and protocol-relative URLs alone', () => {
    expect(feedHtml('<a href="https://a.com/">a</a><img src="//cdn/x.png">', SITE, url)).toBe(
      '<a href="https://a.com/">a</a><img src="//cdn/x.png">',
    );
  });
  it('drops the code blocks’ copy buttons', () => {
    expect(feedHtml('<div><button type="button"><span>Copy</span></button><pre>x</pre></div>', SITE, url)).toBe(
      '<div><pre>x</pre></div>',
    );
  });
});

describe('feeds', () => {
  const { rss, atom } = feeds({
    siteUrl: SITE,
    title: 'StarOps Blog',
    description: 'Notes & guides',
    copyright: '© StarOps',
    posts: [
      { ...post, updated: '2026-03-01' },
      { ...post, slug: 'older', date: '2025-01-01', html: '<p>a]]>b</p>' },
    ],
  });
  const parse = (xml: string) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    return doc;
  };

  it('is an RSS 2.0 document: self link, escaped text, one item per post with its absolute URL', () => {
    const doc = parse(rss);
    expect(doc.documentElement.localName).toBe('rss');
    expect(rss).toContain(`href="${SITE}/rss.xml" rel="self"`);
    expect(rss).toContain('<description>Notes &amp; guides</description>');
    const items = [...doc.getElementsByTagName('item')];
    expect(items.map((item) => item.getElementsByTagName('link')[0]?.textContent)).toEqual([
      `${SITE}/blog/terraform-fundamentals/`,
      `${SITE}/blog/older/`,
    ]);
    expect(items[0]!.getElementsByTagName('pubDate')[0]?.textContent).toBe('Mon, 09 Feb 2026 00:00:00 GMT');
    expect([...items[0]!.getElementsByTagName('category')].map((c) => c.textContent)).toEqual([
      'terraform',
      'aws provider',
    ]);
  });

  it('is an Atom 1.0 document with the newest change as updated, and published and updated per entry', () => {
    const doc = parse(atom);
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(atom).toContain(`href="${SITE}/atom.xml"`);
    expect(doc.querySelector('feed > updated')?.textContent).toBe('2026-03-01T00:00:00.000Z');
    const [first, second] = [...doc.getElementsByTagName('entry')];
    expect(first!.querySelector('published')?.textContent).toBe('2026-02-09T00:00:00.000Z');
    expect(first!.querySelector('updated')?.textContent).toBe('2026-03-01T00:00:00.000Z');
    expect(first!.querySelector('author > name')?.textContent).toBe('Rohit Yadav');
    expect(second!.querySelector('id')?.textContent).toBe(`${SITE}/blog/older/`);
  });

  it('carries each post in full with absolute links, also when its HTML contains "]]>"', () => {
    for (const xml of [rss, atom]) {
      const doc = parse(xml);
      const contents = [...doc.getElementsByTagName('content:encoded'), ...doc.getElementsByTagName('content')].map(
        (node) => node.textContent,
      );
      expect(contents).toHaveLength(2);
      expect(contents[0]).toContain(`<a href="${SITE}/blog/x/">x</a>`);
      expect(contents[0]).toContain(`href="${SITE}/blog/terraform-fundamentals/#a"`);
      expect(contents[1]).toBe('<p>a]]&gt;b</p>');
    }
  });
});
