import { POSTS_PER_PAGE } from '../../src/lib/blog/ordering';
import { authorPath } from '../../src/lib/routes';
import { authors, posts, postsBy, site } from './blog-content';
import { expect, test } from './fixtures';

/**
 * Author pages (product-rules §10 Author pages): who wrote what, linked from bylines, the bio under each post and
 * the Top Writer panel; ProfilePage data; in the sitemap. Authors and posts come from the content.
 */
const withPosts = authors.filter((author) => postsBy(author.id).length > 0);

for (const author of withPosts) {
  test(`${author.id}: name, position, bio, profile link and every post, ${POSTS_PER_PAGE} a page`, async ({ page }) => {
    const written = postsBy(author.id);
    const pageCount = Math.ceil(written.length / POSTS_PER_PAGE);
    const seen: string[] = [];
    for (let n = 1; n <= pageCount; n += 1) {
      await page.goto(authorPath(author.id, n));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(author.name);
      await expect(page.getByText(author.position, { exact: true })).toBeVisible();
      await expect(page.getByText(author.bio, { exact: true })).toBeVisible();
      await expect(page.locator('main a[rel~="author"]')).toHaveAttribute('href', author.link);
      const cards = page.locator('main li h3 a');
      expect(await cards.count()).toBe(
        n < pageCount ? POSTS_PER_PAGE : written.length - POSTS_PER_PAGE * (pageCount - 1),
      );
      seen.push(...(await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))));
      if (pageCount > 1) {
        await expect(page.getByRole('navigation', { name: `Pages of articles by ${author.name}` })).toBeVisible();
      }
    }
    expect(seen.sort()).toEqual(written.map((post) => `/blog/${post.slug}/`).sort());
    const missing = await page.request.get(authorPath(author.id, pageCount + 1));
    expect(missing.status()).toBe(404);
  });
}

test('an author page carries ProfilePage data with the author as Person', async ({ page }) => {
  const author = withPosts[0]!;
  await page.goto(authorPath(author.id));
  const profile = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'ProfilePage');
  expect(profile).toMatchObject({
    '@context': 'https://schema.org',
    url: `${site.url.replace(/\/$/, '')}${authorPath(author.id)}`,
    mainEntity: { '@type': 'Person', name: author.name, jobTitle: author.position, url: author.link },
  });
});

test('the byline and the bio under a post link to the author page', async ({ page }) => {
  const post = posts[0]!;
  const author = authors.find((entry) => entry.id === post.author)!;
  await page.goto(`/blog/${post.slug}/`);
  await expect(page.locator('article header').getByRole('link', { name: author.name })).toHaveAttribute(
    'href',
    authorPath(author.id),
  );
  await page.getByRole('link', { name: `All articles by ${author.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`${authorPath(author.id)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(author.name);
});

test('the Top Writer panel links to the featured author page', async ({ page }) => {
  const featured = authors.find((author) => author.featured)!;
  const count = postsBy(featured.id).length;
  test.skip(count === 0, 'the featured author has no posts yet');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/blog/');
  const panel = page.getByRole('complementary', { name: 'Top Writer of This Week' });
  await expect(panel.getByRole('link', { name: new RegExp(`^${count} articles? on this blog$`) })).toHaveAttribute(
    'href',
    authorPath(featured.id),
  );
});

test('every author page is in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const author of withPosts) {
    const pages = Math.ceil(postsBy(author.id).length / POSTS_PER_PAGE);
    for (let n = 1; n <= pages; n += 1) expect(sitemap).toContain(`${authorPath(author.id, n)}</loc>`);
  }
});
