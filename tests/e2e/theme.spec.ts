import { expect, test, type Page } from './fixtures';

/** Dark theme (product-rules §10 Colour theme): follows the system, a remembered choice wins, first paint included. */

const DARK_SURFACE = 'rgb(14, 20, 32)';
const LIGHT_SURFACE = 'rgb(255, 255, 255)';

/** The body's background when the DOM is parsed, before the site's scripts have run. */
async function recordFirstPaintBackground(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstBackground: string }).firstBackground = getComputedStyle(
        document.body,
      ).backgroundColor;
    });
  });
}
const firstBackground = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstBackground: string }).firstBackground);

function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('system preference dark', () => {
  test.use({ colorScheme: 'dark' });
  test('the site is dark from the first paint when the system prefers dark', async ({ page }) => {
    await recordFirstPaintBackground(page);
    await page.goto('/about/');
    expect(await firstBackground(page)).toBe(DARK_SURFACE);
    await expect(page.getByRole('button', { name: /Colour theme: System/ })).toBeVisible();
  });
});

test.describe('system preference light', () => {
  test.use({ colorScheme: 'light' });

  test('the first click turns the light system dark; the toggle cycles on, and the choice survives other pages and visits the choice survives other pages and visits', async ({
    page,
    context,
  }) => {
    const violations = collectCspViolations(page);
    await recordFirstPaintBackground(page);
    await page.goto('/');
    expect(await firstBackground(page)).toBe(LIGHT_SURFACE);
    const toggle = page.getByRole('button', { name: /^Colour theme:/ });
    // The first click changes what the visitor sees: from the system's light straight to dark.
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Colour theme: Dark. Switch to light');
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_SURFACE);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // A new visit (full load): the inline head script applies the choice before anything paints.
    const next = await context.newPage();
    await recordFirstPaintBackground(next);
    await next.goto('/blog/');
    expect(await firstBackground(next)).toBe(DARK_SURFACE);
    await expect(next.getByRole('button', { name: /^Colour theme: Dark/ })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Colour theme: Light. Switch to system');
    await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_SURFACE);
    await toggle.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_SURFACE);
    expect(violations).toEqual([]);
  });
});

test.describe('system preference dark, first click', () => {
  test.use({ colorScheme: 'dark' });
  test('the first click leaves the dark system theme for light', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_SURFACE);
    await page.getByRole('button', { name: /^Colour theme: System/ }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_SURFACE);
  });
});
