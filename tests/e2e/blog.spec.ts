import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { axeOn } from './axe';
import { test, expect, type Page } from './fixtures';
import { parseFrontMatter } from '../../src/lib/content/front-matter';
import { BLOG_JSON_LD_POSTS, publisherProfiles } from '../../src/lib/seo/blog-seo';
import { allNeighbours, compareLatest, isFeaturedPost, POSTS_PER_PAGE, sortLatest } from '../../src/lib/blog/ordering';
import { parsePostDate } from '../../src/lib/blog/post-date';
import { isPostPublished, publishOptionsFromEnv } from '../../src/lib/publishing/publication';
import { contentDir, readContentJson } from './content-pages';

/** The posts as editors wrote them; every expectation below is derived from them with the site's own rules. */
interface Post {
  id: number;
  postId: number;
  slug: string;
  heading: string;
  seoTitle: string;
  author: string;
  related: number[];
  technical: boolean;
  date: string;
  featured: boolean;
  keywords: string[];
  topics: string[];
  body: string;
}
/** The front-matter fields read here (src/lib/content/blog-schema.ts has the rule). */
interface PostFields {
  id: number;
  title: string;
  heading: string;
  seoTitle: string;
  author: string;
  related: number[];
  topics: string[];
  technical?: boolean;
  draft?: boolean;
  date: unknown;
  seoKeywords?: string;
}
const BLOG_DIR = path.join(contentDir, 'blog');
/** The build's clock and preview switch: drafts and posts dated after the build day are not on the site. */
const publishing = publishOptionsFromEnv(process.env, new Date());
const posts: Post[] = readdirSync(BLOG_DIR).flatMap((folder) => {
  const file = parseFrontMatter(readFileSync(path.join(BLOG_DIR, folder, 'index.md'), 'utf8'));
  const [data, content] = [file.data as unknown as PostFields, file.body];
  const date = parsePostDate(String(data.date))!;
  if (!isPostPublished({ date, draft: data.draft === true }, publishing)) return [];
  return {
    id: data.id,
    postId: data.id,
    slug: data.title,
    heading: data.heading,
    seoTitle: data.seoTitle,
    author: data.author,
    related: data.related,
    technical: Boolean(data.technical),
    date,
    featured: isFeaturedPost(data.id),
    keywords: String(data.seoKeywords ?? '')
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
    topics: data.topics,
    body: content,
  };
});
/** The Hot tab's rule (product-rules §2): featured posts first, each group newest first. */
const hotOrder = [...posts].sort((a, b) => Number(b.featured) - Number(a.featured) || compareLatest(a, b));
const byId = (id: number) => posts.find((post) => post.id === id);
/** The related posts the page shows: the ones on the site (a held or deleted post is left out). */
const relatedOn = (post: Post) => post.related.flatMap((id) => byId(id) ?? []);
const newestFirst = sortLatest(posts);
const authors =
  readContentJson<Array<{ id: string; name: string; position: string; featured?: boolean }>>('authors/authors.json');
const site = readContentJson<{ name: string; url: string; social: Array<{ network: string; url: string }> }>(
  'site/site.json',
);
const blogCopy = readContentJson<{ heroTitle: string; description: string }>('site/blog.json');
const SITE = site.name;
const SITE_URL = site.url.replace(/\/$/, '');
const topics = readContentJson<{ topics: Array<{ slug: string; name: string }> }>('site/topics.json').topics;
const topicName = (slug: string) => topics.find((topic) => topic.slug === slug)!.name;
/** The post the detail tests open: a technical post with a code block, preferring one with a tip and an image. */
const hasCode = (post: Post) => /^```[a-z]+/m.test(post.body);
const hasTip = (post: Post) => /^>\s*\[!TIP\]/m.test(post.body);
const hasImage = (post: Post) => /!\[[^\]]+\]\(\.\//.test(post.body);
const sample =
  newestFirst.find((post) => post.technical && hasCode(post) && hasTip(post) && hasImage(post)) ??
  newestFirst.find((post) => post.technical && hasCode(post)) ??
  newestFirst[0]!;

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text));
}

const cardHeadings = (page: Page, tab: 'latest' | 'hot') =>
  page.locator(`#blog-panel-${tab}`).getByRole('heading', { level: 2 }).allTextContents();

test.describe('blog list', () => {
  test('lists the newest 12 posts first, with working Hot and Latest tabs', async ({ page }) => {
    await page.goto('/blog/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogCopy.heroTitle);
    const latest = page.getByRole('tab', { name: 'Latest' });
    const hot = page.getByRole('tab', { name: 'Hot' });
    await expect(latest).toHaveAttribute('aria-selected', 'true');
    expect(await cardHeadings(page, 'latest')).toEqual(
      newestFirst.slice(0, POSTS_PER_PAGE).map((post) => post.heading),
    );

    await hot.click();
    await expect(hot).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#blog-panel-hot')).toBeVisible();
    await expect(page.locator('#blog-panel-latest')).toBeHidden();
    await expect(page).toHaveURL(/\/blog\/\?tab=hot$/);
    const hotHeadings = await cardHeadings(page, 'hot');
    expect(hotHeadings).toEqual(hotOrder.slice(0, POSTS_PER_PAGE).map((post) => post.heading));

    await hot.press('ArrowRight');
    await expect(latest).toBeFocused();
    await expect(latest).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/blog\/$/);
  });

  test('keeps the Hot tab across a reload', async ({ page }) => {
    await page.goto('/blog/?tab=hot');
    await expect(page.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#blog-panel-hot').getByRole('heading', { level: 2 }).first()).toHaveText(
      hotOrder[0]!.heading,
    );
  });

  test('reaches every post through the pages of the list', async ({ page }) => {
    const seen: string[] = [];
    await page.goto('/blog/');
    for (let pageNumber = 1; ; pageNumber += 1) {
      const links = page.locator('#blog-panel-latest h2 a');
      seen.push(...(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))));
      const next = page.locator('#blog-panel-latest').getByRole('link', { name: 'Next' });
      if ((await next.count()) === 0) break;
      const firstHref = await links.first().getAttribute('href');
      await next.click();
      await expect(page).toHaveURL(new RegExp(`/blog/page/${pageNumber + 1}/$`));
      // The URL can change a moment before the new page's list replaces the old one.
      await expect(links.first()).not.toHaveAttribute('href', firstHref ?? '');
    }
    expect(seen).toHaveLength(posts.length);
    expect([...seen].sort()).toEqual(posts.map((post) => `/blog/${post.slug}/`).sort());
  });

  test('sets title, description, canonical, social image and Blog JSON-LD with the first 5 posts', async ({ page }) => {
    await page.goto('/blog/');
    await expect(page).toHaveTitle(`${SITE} Blog | Latest Insights & Industry Trends`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', blogCopy.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/blog/`);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    // A format every social site accepts (the drawn posters are JPEG; an uploaded cover may be PNG).
    expect(ogImage).toMatch(new RegExp(`^${SITE_URL}/static/.+\\.(png|jpe?g)$`));
    const image = await page.request.get(new URL(ogImage!).pathname);
    expect(image.status()).toBe(200);
    const blog = (await jsonLd(page)).find((data) => data['@type'] === 'Blog')!;
    const listed = blog.blogPost as Array<{ headline: string; url: string }>;
    const first = newestFirst.slice(0, BLOG_JSON_LD_POSTS);
    expect(listed.map((post) => post.headline)).toEqual(first.map((post) => post.heading));
    expect(listed.map((post) => post.url)).toEqual(first.map((post) => `${SITE_URL}/blog/${post.slug}/`));
  });

  test('shows every card poster at its final sizes: first cards eager, later ones lazy, all files served', async ({
    page,
  }) => {
    await page.goto('/blog/');
    const posters = page.locator('#blog-panel-latest li picture img');
    const count = await posters.count();
    expect(count).toBe(await page.locator('#blog-panel-latest li').count());
    await expect(posters.first()).toHaveAttribute('loading', 'eager');
    await expect(posters.first()).toHaveAttribute('fetchpriority', 'high');
    if (count > 2) await expect(posters.last()).toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => posters.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    for (const poster of await posters.all()) {
      await expect(poster).toHaveAttribute('alt', '');
      await expect(poster).toHaveAttribute('sizes', /380px/);
      const srcset = (await poster.getAttribute('srcset')) ?? '';
      const urls = srcset.split(',').map((entry) => entry.trim().split(' ')[0]!);
      expect(urls.length).toBeGreaterThan(1);
      for (const url of urls) {
        const response = await page.request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type'], url).toMatch(/^image\//);
      }
    }
  });

  test('shows the Top Writer panel on desktop only', async ({ page }) => {
    await page.goto('/blog/');
    const panel = page.getByRole('complementary', { name: 'Top Writer of This Week' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(authors.find((author) => author.featured)!.name);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(panel).toBeHidden();
  });

  test('has no accessibility violations in the page content', async ({ page }) => {
    await page.goto('/blog/');
    const results = await (await axeOn(page)).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
});

test.describe('blog post', () => {
  const post = sample;
  const author = authors.find((entry) => entry.id === post.author)!;

  test('sets the product-rules §4 head: title, canonical, keywords, tags, article data and JSON-LD', async ({
    page,
  }) => {
    await page.goto(`/blog/${post.slug}/`);
    await expect(page).toHaveTitle(`${post.seoTitle} | ${SITE} Blog`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.heading);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/blog/${post.slug}/`);
    for (const keyword of post.keywords.slice(0, 3)) {
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', new RegExp(escape(keyword)));
    }
    await expect(page.locator('meta[property="article:section"]')).toHaveAttribute('content', 'Technology');
    await expect(page.locator('meta[name="category"]')).toHaveAttribute('content', 'Software Development');
    expect(await page.locator('meta[property="article:tag"]').count()).toBeLessThanOrEqual(10);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect((await page.request.get(new URL(ogImage!).pathname)).status()).toBe(200);

    const article = (await jsonLd(page)).find(
      (data) => data['@type'] === (post.technical ? 'TechArticle' : 'BlogPosting'),
    )!;
    expect(article.headline).toBe(post.heading);
    expect(article.timeRequired).toMatch(/^PT\d+M$/);
    expect(article.author).toMatchObject({ '@type': 'Person', name: author.name, jobTitle: author.position });
    expect((article.publisher as { sameAs: string[] }).sameAs).toEqual(publisherProfiles(site));
    const minutes = Number(String(article.timeRequired).slice(2, -1));
    await expect(page.getByText(`${minutes} min read`)).toBeVisible();
  });

  test('shows the author bio, topic links, related posts and previous/next links that resolve', async ({ page }) => {
    await page.goto(`/blog/${post.slug}/`);
    const bio = page.getByRole('region', { name: /About the author/ });
    await expect(bio).toContainText(author.name);
    await expect(bio).toContainText(author.position);

    const related = page.getByRole('region', { name: 'Related Blogs' }).getByRole('heading', { level: 3 });
    await expect(related).toHaveText(relatedOn(post).map((other) => other.heading));
    const hrefs = await page
      .getByRole('region', { name: 'Related Blogs' })
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
    expect(hrefs).toEqual(relatedOn(post).map((other) => `/blog/${other.slug}/`));
    for (const href of hrefs) expect((await page.request.get(href)).status()).toBe(200);

    const nav = page.getByRole('navigation', { name: 'Previous and next posts' });
    const { previous, next } = allNeighbours(posts).get(post)!;
    for (const other of [previous, next]) {
      if (!other) continue;
      await expect(nav.getByRole('link', { name: new RegExp(escape(other.heading.slice(0, 20))) })).toHaveAttribute(
        'href',
        `/blog/${other.slug}/`,
      );
    }

    // Topics are links to their pages; the search keywords are not shown at all (they stay in the head).
    const list = page.getByRole('list', { name: 'Topics' });
    await expect(list.getByRole('listitem')).toHaveCount(post.topics.length);
    await expect(list.getByRole('link')).toHaveCount(post.topics.length);
    for (const keyword of post.keywords)
      await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^${escape(keyword)}$`) })).toHaveCount(0);
    const [topic] = post.topics;
    await list.getByRole('link', { name: topicName(topic!), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/topics/${topic}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(topicName(topic!));
  });

  test('shows a reading-progress bar that grows on scroll and is gone after leaving', async ({ page }) => {
    await page.goto(`/blog/${post.slug}/`);
    const bar = page.getByRole('progressbar', { name: 'Reading progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    const height = await bar.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBe(3);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(30);
    // The bar may animate towards its new width, so wait for it rather than sampling once.
    await expect
      .poll(() => bar.evaluate((element) => element.getBoundingClientRect().width))
      .toBeGreaterThan(0.3 * (page.viewportSize()?.width ?? 0));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toHaveAttribute('aria-valuenow', '100');

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('labels code blocks and copies code with the copy button', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/blog/${post.slug}/`);
    test.skip(!hasCode(post), 'no post has a labelled code block');
    const block = page.locator('.code-block').first();
    const label = (await block.locator('.code-block-lang').textContent())?.trim() ?? '';
    expect(label).not.toBe('');
    const code = await block.locator('code').textContent();
    const button = block.getByRole('button', { name: /code$/ });
    await expect(button).toHaveAccessibleName(`Copy ${label} code`);
    await button.click();
    await expect(button).toHaveAccessibleName(`Copied ${label} code`);
    await expect(page.getByRole('status').filter({ hasText: 'Code copied' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  test('renders alerts as labelled asides and images lazily with alt text', async ({ page }) => {
    test.skip(!hasTip(post) || !hasImage(post), 'no technical post has both a tip and an image');
    await page.goto(`/blog/${post.slug}/`);
    const tip = page.locator('aside.callout-tip').first();
    await expect(tip.locator('.callout-label')).toHaveText('Tip');
    await expect(tip).not.toContainText('[!TIP]');
    const image = page.locator('article img.gatsby-resp-image-image').first();
    await expect(image).toHaveAttribute('loading', 'lazy');
    expect((await image.getAttribute('alt'))?.length).toBeGreaterThan(20);
    await image.scrollIntoViewIfNeeded();
    expect(await image.evaluate((img) => img.getBoundingClientRect().height)).toBeLessThanOrEqual(500);
  });

  test('has no accessibility violations in the page content', async ({ page }) => {
    await page.goto(`/blog/${post.slug}/`);
    const results = await (await axeOn(page)).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
});

test.describe('discovery', () => {
  test('an unknown post slug gets the 404 page with links home and to the blog', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog/');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  test('the RSS feed lists every post, newest first, with absolute links', async ({ request }) => {
    const response = await request.get('/rss.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links).toEqual(newestFirst.map((post) => `${SITE_URL}/blog/${post.slug}/`));
  });

  test('the sitemap lists the blog pages and every post but no 404 page', async ({ request }) => {
    const index = await (await request.get('/sitemap-index.xml')).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const urls = (await Promise.all(sitemaps.map(async (sitemap) => (await request.get(sitemap)).text()))).flatMap(
      (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!),
    );
    expect(urls).toContain(`${SITE_URL}/blog/`);
    if (posts.length > POSTS_PER_PAGE) expect(urls).toContain(`${SITE_URL}/blog/page/2/`);
    for (const post of posts) expect(urls).toContain(`${SITE_URL}/blog/${post.slug}/`);
    expect(urls.filter((url) => url.includes('404'))).toEqual([]);
    for (const slug of new Set(posts.flatMap((post) => post.topics)))
      expect(urls).toContain(`${SITE_URL}/blog/topics/${slug}/`);
    expect(urls.filter((url) => url.includes('/blog/tags/'))).toEqual([]);
  });

  test('robots.txt points crawlers to the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`);
  });

  test('a topic page lists its posts newest first, 12 a page', async ({ page }) => {
    const [slug] = [...new Set(posts.flatMap((post) => post.topics))].sort(
      (a, b) => posts.filter((p) => p.topics.includes(b)).length - posts.filter((p) => p.topics.includes(a)).length,
    );
    await page.goto(`/blog/topics/${slug}/`);
    const headings = await page.locator('main li h2').allTextContents();
    const tagged = newestFirst.filter((post) => post.topics.includes(slug!));
    expect(headings).toEqual(tagged.slice(0, POSTS_PER_PAGE).map((post) => post.heading));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
