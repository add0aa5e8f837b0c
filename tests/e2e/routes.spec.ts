import { readFileSync } from 'node:fs';
import path from 'node:path';
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

test('titles are unique across routes', () => {
  // Read from the built pages: the title the host sends is the one the visitor sees, as hydration leaves the head
  // as built (head.spec.ts), and a browser visit of every route for it cost 15 s.
  const titles = new Map<string, string>();
  for (const route of allRoutes) {
    const html = readFileSync(path.join('public', route, 'index.html'), 'utf8');
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title?.trim(), `${route} has a title`).toBeTruthy();
    expect(titles.get(title!), `${route} repeats the title of ${titles.get(title!)}`).toBeUndefined();
    titles.set(title!, route);
  }
});
