import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FORMER_TAGS } from '../../src/lib/blog/former-tags';
import { POSTS_PER_PAGE, sortLatest } from '../../src/lib/blog/ordering';
import { topicPath } from '../../src/lib/routes';
import { posts, postsAbout, site, topics } from './blog-content';
import { expect, test, type Page } from './fixtures';

/**
 * Topics readers can browse (product-rules §10 Topics) and feeds with full content (§10 Feeds). Expectations
 * come from the content: which topics the posts carry, in which order editors list them.
 */
const siteRoot = site.url.replace(/\/$/, '');
const withPosts = topics.filter((topic) => postsAbout(topic.slug).length > 0);
const withoutPosts = topics.filter((topic) => postsAbout(topic.slug).length === 0);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('the blog list filters by topic with plain links, each leading to a page of exactly its posts', async ({
      page,
    }) => {
      await page.goto('/blog/');
      const filter = page.getByRole('navigation', { name: 'Topics' });
      await expect(filter.getByRole('link', { name: 'All posts' })).toHaveAttribute('aria-current', 'page');
      const hrefs = await filter.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(['/blog/', ...withPosts.map((topic) => topicPath(topic.slug))]);

      const topic = withPosts[withPosts.length - 1]!;
      await filter.getByRole('link', { name: topic.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${topicPath(topic.slug)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.name);
      await expect(
        page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: topic.name, exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      const listed = await page.locator('main li h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      const expected = sortLatest(postsAbout(topic.slug)).slice(0, POSTS_PER_PAGE);
      expect(listed).toEqual(expected.map((post) => `/blog/${post.slug}/`));
    });
  });
}

test('every topic with posts has a page in the sitemap; a topic without posts has none', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const topic of withPosts) {
    expect((await request.get(topicPath(topic.slug))).status(), topic.slug).toBe(200);
    expect(sitemap).toContain(`${siteRoot}${topicPath(topic.slug)}</loc>`);
  }
  for (const topic of withoutPosts) expect((await request.get(topicPath(topic.slug))).status()).toBe(404);
  expect(sitemap).not.toContain('/blog/tags/');
});

test("a topic page closes with the topic's service, counted as that service's contact route", async ({ page }) => {
  const topic = withPosts[0]!;
  await page.goto(topicPath(topic.slug));
  const call = page.locator('[data-closing-call]');
  await expect(call.locator(`a[href="/services/${topic.service}/"]`)).toBeVisible();
  await expect(call.locator('a[href="/contact/"]')).toHaveAttribute('data-analytics-via', `post:${topic.service}`);
});

/** The build's `_redirects` (written by src/lib/blog/former-tags.ts), as rules `[from, to, status]`. */
function builtRedirects(): Array<[string, string, string]> {
  const rules = readFileSync(path.resolve(__dirname, '../../public/_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/) as [string, string, string]);
  expect(rules.length, 'the build wrote no redirect rule').toBeGreaterThan(0);
  return rules;
}

test('every former tag address leads to a page the build has: its topic when posts carry it, else the blog', async ({
  request,
}) => {
  for (const [from, to, status] of builtRedirects()) {
    expect(status, from).toBe('301');
    expect((await request.get(to)).status(), `${from} → ${to}`).toBe(200);
    const topic = FORMER_TAGS[from.split('/')[3]!];
    if (!topic) continue;
    const hasPage = withPosts.some((withPost) => withPost.slug === topic);
    expect(to, from).toBe(hasPage ? topicPath(topic) : '/blog/');
  }
});

test('a former tag address is answered 301 to its topic, as the host serves it', async ({ request }) => {
  for (const [from, to] of builtRedirects()) {
    // A wildcard rule stands for any address under it.
    const address = from.replace(/\*$/, 'no-such-former-tag/');
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(301);
    expect(new URL(response.headers()['location']!, 'http://x').pathname, address).toBe(to);
  }
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
