import { expect, test } from './fixtures';
import { allRoutes } from './routes';

const SITE_URL = 'https://www.staropstechnologies.com';

for (const route of allRoutes) {
  test(`${route} renders inside the layout with its own head tags`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(/StarOps Technologies/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${route}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const main = await page.locator('main').boundingBox();
    const viewport = page.viewportSize();
    expect(main!.height).toBeGreaterThanOrEqual(viewport!.height * 0.8 - 1);
  });
}

test('titles are unique across routes', async ({ page }) => {
  const titles = new Map<string, string>();
  for (const route of allRoutes) {
    await page.goto(route);
    const title = await page.title();
    expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, route);
  }
});
