import { expect, test } from './fixtures';
import { axeOn } from './axe';
import { readContentJson } from './content-pages';

interface Picture {
  alt: string;
  caption: string;
}
const gallery = readContentJson<{ title: string; seoTitle: string; hero: Picture; images: Picture[] }>(
  'site/gallery.json',
);
const siteName = readContentJson<{ name: string }>('site/site.json').name;
const all = [gallery.hero, ...gallery.images];
/** Rows on a wide screen: the hero alone, then rows of 3 and 2 alternating, the last one as long as what is left. */
const expectedRows = (() => {
  const rows = [1];
  for (let left = gallery.images.length, size = 3; left > 0; size = size === 3 ? 2 : 3) {
    rows.push(Math.min(size, left));
    left -= size;
  }
  return rows;
})();
const altStart = (picture: Picture) =>
  new RegExp(`^${picture.alt.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test.describe('gallery page', () => {
  test('shows the title, the hero and every picture in alternating rows of 3 and 2', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/gallery/');
    await expect(page.getByRole('heading', { level: 1, name: gallery.title })).toBeVisible();
    const items = page.locator('main ul > li').filter({ has: page.locator('a[aria-haspopup="dialog"]') });
    await expect(items).toHaveCount(all.length);
    const tops = await items.evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
    const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
    expect(rows).toEqual(expectedRows);
  });

  test('loads the hero eagerly and the other pictures lazily', async ({ page }) => {
    await page.goto('/gallery/');
    const images = page.locator('main a[aria-haspopup="dialog"] picture img');
    await expect(images).toHaveCount(all.length);
    expect(await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')))).toEqual([
      'eager',
      ...Array(gallery.images.length).fill('lazy'),
    ]);
  });

  test('opens, browses and closes the lightbox by keyboard, returning focus', async ({ page }) => {
    const at = Math.min(4, all.length - 1);
    const picture = all[at]!;
    await page.goto('/gallery/');
    const opener = page.getByRole('link', { name: altStart(picture) });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleName(picture.caption);
    await expect(dialog.getByText(`Picture ${at + 1} of ${all.length}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog.getByRole('img', { name: altStart(picture) })).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName(all[(at + 1) % all.length]!.caption);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toHaveAccessibleName(all[(at - 1 + all.length) % all.length]!.caption);

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
    await page.getByRole('link', { name: altStart(all[all.length - 1]!) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Picture ${all.length} of ${all.length}`)).toBeVisible();
    await page.getByRole('button', { name: 'Next picture' }).click();
    await expect(dialog).toHaveAccessibleName(gallery.hero.caption);
  });

  test('has its own title, canonical and breadcrumbs, and no detectable accessibility violations', async ({ page }) => {
    await page.goto('/gallery/');
    await expect(page).toHaveTitle(`${gallery.seoTitle} | ${siteName}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/gallery\/$/);
    const results = await (await axeOn(page)).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
});
