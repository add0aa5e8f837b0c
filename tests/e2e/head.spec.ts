import { expect, scrollIntoViewSettled, test, type Page } from './fixtures';

/** Every head tag the page's Head made (Gatsby marks them), as comparable strings. */
const headTags = (page: Page) =>
  page
    .locator('head [data-gatsby-head]')
    .evaluateAll((elements) => elements.map((element) => element.outerHTML).sort());

/** The tags in the built HTML of `path`, before any script ran. */
async function builtTags(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return [...doc.head.querySelectorAll('[data-gatsby-head]')].map((element) => element.outerHTML).sort();
  }, html);
}

test.describe('head tags (components/seo/BuiltHead)', () => {
  test('hydration leaves the built head tags exactly as they were', async ({ page }) => {
    await page.goto('/blog/');
    expect(await headTags(page)).toEqual(await builtTags(page, '/blog/'));
  });

  test('an in-site navigation replaces every head tag with those of the new page', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true });
    await scrollIntoViewSettled(link);
    await link.click();
    await expect(page).toHaveURL(/\/careers\/$/);
    const expected = await builtTags(page, '/careers/');
    await expect.poll(() => headTags(page)).toEqual(expected);
    await page.goBack();
    await expect.poll(() => headTags(page)).toEqual(await builtTags(page, '/'));
  });

  test('offline, a navigation to a page not yet fetched is titled by its main heading', async ({ page }) => {
    await page.goto('/');
    await page.route('**/careers/', (route) =>
      route.request().resourceType() === 'fetch' ? route.abort() : route.continue(),
    );
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true });
    await scrollIntoViewSettled(link);
    await link.click();
    await expect(page).toHaveURL(/\/careers\/$/);
    const heading = (await page.locator('main h1').textContent())!.trim();
    await expect(page).toHaveTitle(heading);
  });
});
