import { atomFeed, feedHtml, feedItem, type FeedPost } from './feed';

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

describe('feedItem', () => {
  it('links the post by absolute URL, lists author and tags, and carries the full content', () => {
    const item = feedItem(SITE, post);
    expect(item).toMatchObject({
      title: 'Terraform Fundamentals',
      description: 'Providers, resources, state.',
      date: '2026-02-09',
      url: `${SITE}/blog/terraform-fundamentals/`,
      guid: `${SITE}/blog/terraform-fundamentals/`,
      author: 'Rohit Yadav',
      categories: ['terraform', 'aws provider'],
    });
    const content = item.custom_elements[0]!['content:encoded']._cdata;
    expect(content).toContain(`<a href="${SITE}/blog/x/">x</a>`);
    expect(content).toContain(`href="${SITE}/blog/terraform-fundamentals/#a"`);
  });

  it('keeps "]]>" in a post from ending the CDATA section', () => {
    const item = feedItem(SITE, { ...post, html: '<p>a]]>b</p>' });
    expect(item.custom_elements[0]!['content:encoded']._cdata).toBe('<p>a]]]]><![CDATA[>b</p>');
  });
});

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

describe('atomFeed', () => {
  const xml = atomFeed({
    siteUrl: SITE,
    title: 'StarOps Blog',
    subtitle: 'Notes & guides',
    posts: [
      { ...post, updated: '2026-03-01' },
      { ...post, slug: 'older', date: '2025-01-01' },
    ],
  });
  it('is an Atom document with self link, escaped text and the newest change as updated', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">')).toBe(
      true,
    );
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${SITE}/atom.xml"/>`);
    expect(xml).toContain('<subtitle>Notes &amp; guides</subtitle>');
    expect(xml).toContain('  <updated>2026-03-01T00:00:00Z</updated>\n  <entry>');
  });
  it('has one entry per post with published, updated and escaped full content', () => {
    expect(xml.match(/<entry>/g)).toHaveLength(2);
    expect(xml).toContain('<published>2026-02-09T00:00:00Z</published>\n    <updated>2026-03-01T00:00:00Z</updated>');
    expect(xml).toContain(`<content type="html">&lt;h2 id=&quot;a&quot;&gt;`);
    expect(xml).toContain(`<id>${SITE}/blog/older/</id>`);
  });
});
