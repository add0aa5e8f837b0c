import { blogTagPath } from '../../src/lib/routes';
import { pagedTagSlugs, posts, singleUseTags, site } from './blog-content';
import { expect, test, type Page } from './fixtures';

/**
 * No thin tag pages (product-rules §10 Tags) and feeds with full content (§10 Feeds). Expectations come
 * from the content: which tags are used by 2+ posts, how many posts there are.
 */
const siteRoot = site.url.replace(/\/$/, '');

test('a tag used by one post has no page, no sitemap entry, and shows as plain text on its post', async ({
  page,
  request,
}) => {
  test.skip(singleUseTags.length === 0, 'every tag is used by two or more posts');
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const tag of singleUseTags) {
    expect((await request.get(blogTagPath(tag.slug))).status(), tag.slug).toBe(404);
    expect(sitemap).not.toContain(`${blogTagPath(tag.slug)}</loc>`);
  }
  const tag = singleUseTags[0]!;
  const post = posts.find((entry) => entry.tags.some((t) => t.slug === tag.slug))!;
  await page.goto(`/blog/${post.slug}/`);
  const list = page.getByRole('list', { name: 'Tags' });
  await expect(list.getByText(tag.name, { exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: tag.name, exact: true })).toHaveCount(0);
});

test('a tag used by two or more posts has a page listing them, linked from its posts', async ({ page, request }) => {
  test.skip(pagedTagSlugs.size === 0, 'no tag is used twice');
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const slug of pagedTagSlugs) expect(sitemap).toContain(`${blogTagPath(slug)}</loc>`);
  const slug = [...pagedTagSlugs][0]!;
  const tagged = posts.filter((post) => post.tags.some((tag) => tag.slug === slug));
  await page.goto(`/blog/${tagged[0]!.slug}/`);
  const link = page.getByRole('list', { name: 'Tags' }).locator(`a[href="${blogTagPath(slug)}"]`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${blogTagPath(slug)}$`));
  const hrefs = await page.locator('main li h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.sort()).toEqual(tagged.map((post) => `/blog/${post.slug}/`).sort());
});

test('the sitemap lists its pages in path order, so a rebuild of the same content writes the same file', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(1);
  expect(paths).toEqual([...paths].sort());
});

test('the sitemap gives each post its updated date, else its date, as lastmod', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const post of posts) {
    // The sitemap writer may add a time of day; the calendar date is what must match.
    const entry = sitemap.match(new RegExp(`<loc>${siteRoot}/blog/${post.slug}/</loc><lastmod>([^<]+)</lastmod>`));
    expect(entry?.[1]?.slice(0, 10), post.slug).toBe(post.updated ?? post.date);
  }
});

/** Parses XML in the browser; returns the parser's error text or the document's root and counts. */
async function parseXml(page: Page, text: string) {
  return page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const error = doc.querySelector('parsererror');
    return {
      error: error?.textContent ?? null,
      root: doc.documentElement.localName,
      items: doc.getElementsByTagName('item').length,
      entries: doc.getElementsByTagName('entry').length,
      contents: [...doc.getElementsByTagName('content:encoded'), ...doc.getElementsByTagName('content')].map(
        (node) => node.textContent ?? '',
      ),
    };
  }, text);
}

for (const [feed, type] of [
  ['/rss.xml', 'application/rss+xml'],
  ['/atom.xml', 'application/atom+xml'],
] as const) {
  test(`${feed} parses as XML and carries every post in full, with absolute links`, async ({ page, request }) => {
    const response = await request.get(feed);
    expect(response.status()).toBe(200);
    await page.goto('/blog/');
    const parsed = await parseXml(page, await response.text());
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe(feed === '/rss.xml' ? 'rss' : 'feed');
    expect(parsed.items + parsed.entries).toBe(posts.length);
    expect(parsed.contents).toHaveLength(posts.length);
    for (const html of parsed.contents) {
      expect(html).toMatch(/<h2|<p/);
      expect(html).not.toMatch(/\b(href|src)="\/(?!\/)/);
      expect(html).not.toMatch(/srcset="\/(?!\/)/);
    }
    // Linked from the head of blog pages and visibly from the blog page.
    await expect(page.locator(`head link[rel="alternate"][type="${type}"]`)).toHaveAttribute(
      'href',
      new RegExp(`${feed}$`),
    );
    await expect(page.locator(`main a[href="${feed}"]`)).toBeVisible();
  });
}
