import { expect, test, type Page } from './fixtures';
import { services } from './content-pages';
import { posts as publishedPosts } from './blog-content';

/** Site search over the real Pagefind index the build wrote (product-rules §10 Search). */

/** The posts the build published (drafts and scheduled posts are in no index). */
const posts = publishedPosts.map((post) => ({ slug: post.slug, title: post.heading, text: post.text }));

/**
 * A post and the word of its heading (the page's h1) that the fewest posts contain anywhere: a query
 * derived from the content, whose own post must rank among the results.
 */
function distinctivePostQuery() {
  const words = (title: string): string[] => title.toLowerCase().match(/[a-z]{5,}/g) ?? [];
  const candidates = posts.flatMap((post) =>
    words(post.title).map((word) => ({
      post,
      word,
      shared: posts.filter((other) => new RegExp(`\\b${word}\\b`).test(other.text)).length,
    })),
  );
  candidates.sort((a, b) => a.shared - b.shared || b.word.length - a.word.length || a.word.localeCompare(b.word));
  return candidates[0]!;
}

/**
 * Pagefind falls back to shorter prefixes of an unknown word ("qzx" still finds ":q"), so a query
 * that matches nothing uses letters that no content of this English site contains.
 */
const NO_MATCH = 'жщэюж';

/**
 * The first search of a page loads Pagefind's script, its WebAssembly and index chunks; on a loaded
 * CI machine that can take longer than the default 5 s, so the first results get more time.
 */
const expectResults = expect.configure({ timeout: 15_000 });

/** Only posts, services, expertise pages and jobs are indexed: never listings, topics or the home page. */
const INDEXED_URL = /^\/(blog\/(?!topics\/|page\/)[^/]+|services\/[^/]+|expertise\/[^/]+|careers\/[^/]+)\/$/;

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search the site' }).click();
  return page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox');
}

test('nothing of search is fetched until the visitor opens it', async ({ page }) => {
  const searchRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pagefind/')) searchRequests.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(searchRequests).toEqual([]);
  const box = await openSearch(page);
  await box.fill('deploy');
  await expectResults(page.getByRole('dialog').getByRole('status')).toContainText('for “deploy”');
  expect(searchRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
});

test('a word from a post title finds that post, with the word highlighted in excerpts', async ({ page }) => {
  const { post, word } = distinctivePostQuery();
  await page.goto('/about/');
  const box = await openSearch(page);
  await expect(box).toBeFocused();
  await box.fill(word);
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const result = dialog.getByRole('link', { name: post.title, exact: true });
  await expectResults(result).toHaveAttribute('href', `/blog/${post.slug}/`);
  // Pagefind matches a word by its stem, so the highlight may be another form of it (a search for "automating"
  // marks "Automation"): the form shares at least the word's first four letters.
  await expect(dialog.locator('mark').first()).toHaveText(new RegExp(`^${word.slice(0, 4)}`, 'i'));
  for (const href of await dialog
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
    expect(href).toMatch(INDEXED_URL);
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Enter opens the first match; the arrow keys step between the box and the matches', async ({ page }) => {
  const { word } = distinctivePostQuery();
  await page.goto('/');
  const box = await openSearch(page);
  await box.fill(word);
  const links = page.getByRole('dialog', { name: 'Search' }).getByRole('listitem').getByRole('link');
  await expectResults(links.first()).toBeVisible();
  await box.press('ArrowDown');
  await expect(links.first()).toBeFocused();
  if ((await links.count()) > 1) {
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
  }
  await page.keyboard.press('ArrowUp');
  await expect(box).toBeFocused();
  const first = (await links.first().getAttribute('href'))!;
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${first}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('service pages are searchable by their heading', async ({ page }) => {
  const service = services[0]!;
  await page.goto('/');
  const box = await openSearch(page);
  await box.fill(service.hero.title);
  await expectResults(
    page.getByRole('dialog').locator(`a[href="/services/${service.slug}/"]`),
    `${service.hero.title} should find /services/${service.slug}/`,
  ).toBeVisible();
});

test('a query that matches nothing says so', async ({ page }) => {
  await page.goto('/');
  const box = await openSearch(page);
  await box.fill(NO_MATCH);
  const dialog = page.getByRole('dialog');
  await expectResults(dialog.getByRole('status')).toHaveText(`No results for “${NO_MATCH}”.`);
  await expect(dialog.getByRole('listitem')).toHaveCount(0);
});

test('"/" and Ctrl-K open search, not while typing; Escape closes and focus returns', async ({ page }) => {
  // A page whose form is there whatever the content holds (careers has its job search only while a job is open).
  await page.goto('/contact/');
  const button = page.getByRole('button', { name: 'Search the site' });
  const dialogBox = page.getByRole('dialog').getByRole('searchbox');
  const field = page.getByLabel('Name');
  await field.click();
  await page.keyboard.press('/');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(field).toHaveValue('/');
  await page.locator('h1').click();
  await page.keyboard.press('/');
  await expect(dialogBox).toBeFocused();
  await expect(dialogBox).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
  await page.keyboard.press('Control+k');
  await expect(dialogBox).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

test('/search/?q= works as a plain link and keeps the query in the URL', async ({ page }) => {
  const { post, word } = distinctivePostQuery();
  await page.goto(`/search/?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole('searchbox')).toHaveValue(word);
  await expectResults(page.getByRole('main').getByRole('link', { name: post.title, exact: true })).toBeVisible();
  await page.getByRole('searchbox').fill(NO_MATCH);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`No results for “${NO_MATCH}”.`);
  await expect(page).toHaveURL(`/search/?q=${encodeURIComponent(NO_MATCH)}`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the search page explains that search needs JavaScript and links to the content', async ({ page }) => {
    await page.goto('/search/?q=react');
    await expect(page.getByText(/needs JavaScript/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'blog' })).toHaveAttribute('href', '/blog/');
  });
});
