import { expect, test } from './fixtures';
import AxeBuilder from '@axe-core/playwright';

test.describe('gallery page', () => {
  test('shows the title, description, hero and eight more pictures in rows of 3, 2 and 3', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/gallery/');
    await expect(page.getByRole('heading', { level: 1, name: 'Life at StarOps' })).toBeVisible();
    const items = page.locator('main ul > li').filter({ has: page.locator('a[aria-haspopup="dialog"]') });
    await expect(items).toHaveCount(9);
    const tops = await items.evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
    const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
    expect(rows).toEqual([1, 3, 2, 3]);
  });

  test('loads the hero eagerly and the other pictures lazily', async ({ page }) => {
    await page.goto('/gallery/');
    const images = page.locator('main a[aria-haspopup="dialog"] img[data-main-image]');
    await expect(images).toHaveCount(9);
    expect(await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')))).toEqual([
      'eager',
      ...Array(8).fill('lazy'),
    ]);
  });

  test('opens, browses and closes the lightbox by keyboard, returning focus', async ({ page }) => {
    await page.goto('/gallery/');
    const opener = page.getByRole('link', { name: /Illustration of a hackathon at night/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleName('Internal hackathon: 24 hours to build something new.');
    await expect(dialog.getByText('Picture 5 of 9')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog.getByRole('img', { name: /hackathon at night/ })).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName('Diwali celebrations with diyas and rangoli.');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toHaveAccessibleName('Friday team lunch.');

    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('wraps around from the last picture to the hero', async ({ page }) => {
    await page.goto('/gallery/');
    await page.getByRole('link', { name: /Illustration of the StarOps Lucknow office/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Picture 9 of 9')).toBeVisible();
    await page.getByRole('button', { name: 'Next picture' }).click();
    await expect(dialog).toHaveAccessibleName('A regular working day at our Greater Noida head office.');
  });

  test('has its own title, canonical and breadcrumbs, and no detectable accessibility violations', async ({ page }) => {
    await page.goto('/gallery/');
    await expect(page).toHaveTitle('Gallery | StarOps Technologies');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/gallery\/$/);
    const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
});
