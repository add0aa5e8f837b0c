import { expect, test, type Page } from './fixtures';
import { readContentJson } from './content-pages';

/**
 * The details a visitor notices (product-rules §4 Numbers on About, §2 Navigation bar, §10 Colour theme):
 * counters that never read 0 once counted or in print, a phone menu with every entry in reach, and a theme
 * button whose first click changes the page. Expectations come from the content files.
 */
const about = readContentJson<{ stats: Array<{ value: number; suffix?: string }> }>('site/about.json');
const TARGETS = about.stats.map((stat) => `${stat.value}${stat.suffix ?? ''}`);
const nav =
  readContentJson<Record<'services' | 'expertise' | 'insights', Array<{ title: string }>>>('site/navigation.json');

/** What a reader (or a printer) sees in each counter: the rendered text of each item's figure. */
const shownFigures = (page: Page) =>
  page
    .locator('#numbers li')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText.split('\n')[0]!.trim()));

const DARK_SURFACE = 'rgb(14, 20, 32)';
const LIGHT_SURFACE = 'rgb(255, 255, 255)';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('the counters never read 0 after counting, nor in print, mid-count included', async ({ page }) => {
      await page.goto('/about/');
      await page.locator('#numbers').scrollIntoViewIfNeeded();
      // Sample every frame while it counts and after: once a figure has reached its target it stays there.
      const frames = await page.evaluate(async () => {
        const seen: string[][] = [];
        const start = performance.now();
        while (performance.now() - start < 3000) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          seen.push([...document.querySelectorAll('[data-testid="stat-value"]')].map((el) => el.textContent ?? ''));
        }
        return seen;
      });
      // Before the section is seen they read final; entering restarts the count, which ends on the targets.
      const isDone = (frame: string[]) => frame.join() === TARGETS.join();
      const restart = frames.findIndex((frame) => !isDone(frame));
      expect(restart).toBeGreaterThanOrEqual(0);
      const firstDone = frames.findIndex((frame, index) => index > restart && isDone(frame));
      expect(firstDone).toBeGreaterThan(restart);
      for (const frame of frames.slice(firstDone)) expect(frame).toEqual(TARGETS);

      // Scrolled away and back: counting again; printed mid-count, the page shows the final figures.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByTestId('stat-value')).toHaveText(TARGETS);
      await page.locator('#numbers').scrollIntoViewIfNeeded();
      await page.emulateMedia({ media: 'print' });
      expect(await shownFigures(page)).toEqual(TARGETS);
      await page.emulateMedia({ media: 'screen' });
      await expect(page.getByTestId('stat-value')).toHaveText(TARGETS);
    });

    test('printed out of view, and without motion, the counters show their final figures', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/about/');
      await expect(page.getByTestId('stat-value')).toHaveText(TARGETS);
      await page.emulateMedia({ media: 'print', reducedMotion: 'reduce' });
      expect(await shownFigures(page)).toEqual(TARGETS);
    });

    test.describe('on a light system', () => {
      test.use({ colorScheme: 'light' });
      test('the first theme click turns the page dark', async ({ page }) => {
        await page.goto('/blog/');
        await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_SURFACE);
        await page.getByRole('button', { name: /^Colour theme: System/ }).click();
        await expect(page.locator('body')).toHaveCSS('background-color', DARK_SURFACE);
      });
    });

    test.describe('on a dark system', () => {
      test.use({ colorScheme: 'dark' });
      test('the first theme click turns the page light', async ({ page }) => {
        await page.goto('/blog/');
        await expect(page.locator('body')).toHaveCSS('background-color', DARK_SURFACE);
        await page.getByRole('button', { name: /^Colour theme: System/ }).click();
        await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_SURFACE);
      });
    });
  });
}

/** Descendants of the open menu that scroll on their own (a box inside the menu's own scroll). */
const nestedScrollers = (page: Page) =>
  page.locator('#site-menu').evaluate((menu) =>
    [...menu.querySelectorAll('*')]
      .filter((el) => {
        const { overflowY } = getComputedStyle(el);
        return (overflowY === 'auto' || overflowY === 'scroll') && el.scrollHeight > el.clientHeight + 1;
      })
      .map((el) => el.id || el.className),
  );

for (const width of [320, 430]) {
  test(`at ${width}px every phone-menu entry is reachable in one scroll, and the page behind stays still`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 568 });
    await page.goto('/about/');
    await page.evaluate(() => window.scrollTo(0, 300));
    const pageScroll = await page.evaluate(() => window.scrollY);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('#site-menu');
    await expect(menu).toBeVisible();
    // The page under the open menu does not scroll, even when the wheel goes on past the menu's end.
    await menu.hover();
    await page.mouse.wheel(0, 3000);
    await page.mouse.wheel(0, 3000);
    expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);

    for (const [id, label] of [
      ['services', 'Services'],
      ['expertise', 'Expertise'],
      ['insights', 'Insights'],
    ] as const) {
      const trigger = menu.getByRole('button', { name: label });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const links = page.locator(`#nav-panel-${id} a`);
      await expect(links).toHaveCount(nav[id].length);
      expect(await nestedScrollers(page), `${label}: a scroll box inside the menu`).toEqual([]);
      // Each entry can be brought into the window by scrolling the menu alone, and is not cut off.
      for (const link of await links.all()) {
        await link.scrollIntoViewIfNeeded();
        const box = (await link.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(568 + 1);
        expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
    }
    await expect(menu.getByRole('link', { name: 'Contact Us' })).toBeAttached();
    await menu.getByRole('link', { name: 'Contact Us' }).scrollIntoViewIfNeeded();
    await expect(menu.getByRole('link', { name: 'Contact Us' })).toBeInViewport();

    // Closing the menu gives the page its scroll back, where the visitor left it.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeHidden();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(pageScroll);
  });
}

test('Inter swaps in over a metric-matched fallback, and a focused field keeps its label below the header', async ({
  page,
}) => {
  await page.goto('/contact/');
  const faces = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => {
        try {
          return [...sheet.cssRules];
        } catch {
          return [];
        }
      })
      .filter((rule) => rule instanceof CSSFontFaceRule)
      .map((rule) => (rule as CSSFontFaceRule).cssText),
  );
  const inter = faces.find((face) => face.includes('"Inter Variable"'));
  const fallback = faces.find((face) => face.includes('"Inter Fallback"'));
  expect(inter).toMatch(/font-display: swap/);
  for (const descriptor of ['size-adjust', 'ascent-override', 'descent-override'])
    expect(fallback).toContain(descriptor);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
    /^"Inter Variable", "Inter Fallback"/,
  );
  expect(
    await page
      .locator('input')
      .first()
      .evaluate((el) => getComputedStyle(el).scrollMarginTop),
  ).not.toBe('0px');
});
