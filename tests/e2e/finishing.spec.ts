import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, scrollIntoViewSettled, test, type Locator, type Page } from './fixtures';
import { readContentJson, services } from './content-pages';
import { samplePostRoute } from './routes';

/** The site's design finish: rules of layout and behaviour that hold whatever the content (product-rules §2). */

interface Row {
  count: number;
  widths: number[];
  leftGap: number;
  rightGap: number;
}

/** A list's items grouped into rows by their top edge, with each row's room left and right inside the list. */
function rowsOf(list: Locator): Promise<Row[]> {
  return list.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const rows = new Map<number, DOMRect[]>();
    for (const item of Array.from(element.children)) {
      const rect = item.getBoundingClientRect();
      const top = Math.round(rect.top);
      rows.set(top, [...(rows.get(top) ?? []), rect]);
    }
    return [...rows.values()].map((rects) => ({
      count: rects.length,
      widths: rects.map((rect) => rect.width),
      leftGap: Math.min(...rects.map((rect) => rect.left)) - box.left,
      rightGap: box.right - Math.max(...rects.map((rect) => rect.right)),
    }));
  });
}

/** No lone item in a row while there are more, unless it takes the whole row; every row centred. */
function expectBalancedRows(rows: Row[], total: number, listWidth: number, label: string) {
  for (const row of rows) {
    if (total > 1 && row.count === 1)
      expect(row.widths[0], `${label}: a lone item fills its row`).toBeGreaterThan(listWidth - 2);
    expect(Math.abs(row.leftGap - row.rightGap), `${label}: the row is centred`).toBeLessThan(2);
  }
}

test.describe('cards in rows', () => {
  for (const { width, columns } of [
    { width: 1440, columns: 3 },
    { width: 760, columns: 2 },
  ])
    test(`on /services/ at ${width} px (${columns} columns), no count of cards leaves one alone in a row`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/services/');
      const list = page.locator('main ul:has(> li a[href^="/services/"])').first();
      await scrollIntoViewSettled(list);
      const actual = await list.locator(':scope > li').count();
      const listWidth = await list.evaluate((element) => element.getBoundingClientRect().width);
      expectBalancedRows(await rowsOf(list), actual, listWidth, `${actual} cards as built`);
      // The rule, not today's count: the same list with 1 to 10 cards.
      for (let count = 1; count <= 10; count += 1) {
        await list.evaluate((element, wanted) => {
          const first = element.firstElementChild!;
          element.replaceChildren(...Array.from({ length: wanted }, () => first.cloneNode(true)));
        }, count);
        const rows = await rowsOf(list);
        expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(count);
        expect(Math.max(...rows.map((row) => row.count))).toBeLessThanOrEqual(columns);
        expectBalancedRows(rows, count, listWidth, `${count} cards`);
        if (columns > 2 && count > 1)
          expect(
            rows.every((row) => row.count > 1),
            `${count} cards`,
          ).toBe(true);
      }
    });
});

const home = readContentJson<{
  techTabs: Array<{ label: string; items: Array<{ name: string; icon: string | null }> }>;
}>('site/home.json');

test.describe('technology tabs', () => {
  test('every tab lays its tiles in rows centred under the centred tabs, marks filling a wide box', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const tech = page.locator('#tech');
    await scrollIntoViewSettled(tech);
    await expect(tech.locator('[data-near][data-ready]')).toBeAttached();
    const tablist = tech.getByRole('tablist');
    const tabsCentre = await tablist.evaluate((element) => {
      const tabs = Array.from(element.querySelectorAll('[role="tab"]')).map((tab) => tab.getBoundingClientRect());
      return (Math.min(...tabs.map((tab) => tab.left)) + Math.max(...tabs.map((tab) => tab.right))) / 2;
    });
    for (const tab of home.techTabs) {
      await tablist.getByRole('tab', { name: tab.label, exact: true }).click();
      const list = tech.getByRole('tabpanel').locator('ul');
      await expect(list.locator('li')).toHaveCount(tab.items.length);
      const rowCentres = await list.evaluate((element) => {
        const rows = new Map<number, DOMRect[]>();
        for (const item of Array.from(element.children)) {
          const rect = item.getBoundingClientRect();
          rows.set(Math.round(rect.top), [...(rows.get(Math.round(rect.top)) ?? []), rect]);
        }
        return [...rows.values()].map(
          (rects) => (Math.min(...rects.map((rect) => rect.left)) + Math.max(...rects.map((rect) => rect.right))) / 2,
        );
      });
      for (const centre of rowCentres) expect(Math.abs(centre - tabsCentre), tab.label).toBeLessThan(2);
      // A mark fills its box along one side: a wide one (a wordmark) is drawn wide, not as a thin strip. Each
      // mark is a file of its own, drawn once it has loaded.
      const smallest = () =>
        list.locator('use').evaluateAll((uses) =>
          Math.min(
            ...uses.map((use) => {
              const { width, height } = use.getBoundingClientRect();
              return Math.max(width / 60, height / 34);
            }),
          ),
        );
      await expect.poll(smallest, { message: tab.label }).toBeGreaterThanOrEqual(1);
    }
  });

  test("Oracle and Magento tiles draw the brands' own marks from Devicon, in their colours", async ({ page }) => {
    const wanted = home.techTabs.flatMap((tab) =>
      tab.items.filter((item) => item.icon === 'oracle' || item.icon === 'magento').map((item) => ({ tab, item })),
    );
    test.skip(wanted.length === 0, 'the tabs list neither');
    const devicon = JSON.parse(
      readFileSync(path.resolve(__dirname, '../../node_modules/@iconify-json/devicon/icons.json'), 'utf8'),
    ) as { icons: Record<string, { body: string }> };
    await page.goto('/');
    const tech = page.locator('#tech');
    await scrollIntoViewSettled(tech);
    await expect(tech.locator('[data-near][data-ready]')).toBeAttached();
    for (const { tab, item } of wanted) {
      await tech.getByRole('tab', { name: tab.label, exact: true }).click();
      const href = await tech
        .getByRole('tabpanel')
        .locator('li', { hasText: item.name })
        .locator('use')
        .getAttribute('href');
      expect(href).toMatch(new RegExp(`^/static/marks/${item.icon}-[0-9a-f]{12}\\.svg#m$`));
      const file = await (await page.request.get(href!.split('#')[0]!)).text();
      const firstPath = / d="([^"]+)"/.exec(devicon.icons[item.icon!]!.body)![1]!;
      expect(file).toContain(firstPath);
    }
  });
});

test.describe('phone header', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const colorScheme of ['light', 'dark'] as const)
    test(`is opaque, so text scrolling under it does not show through (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/portfolio/');
      const background = await page
        .locator('header')
        .first()
        .evaluate((header) => getComputedStyle(header).backgroundColor);
      expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    });

  test('the open menu dims the page behind it, and a press on the dimmed page closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const header = page.locator('header').first();
    const backdrop = () =>
      header.evaluate((element) => {
        const style = getComputedStyle(element, '::after');
        return { content: style.content, background: style.backgroundColor };
      });
    expect((await backdrop()).content).toBe('none');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const open = await backdrop();
    expect(open.content).not.toBe('none');
    const alpha = Number(/rgba\([^)]*,\s*([\d.]+)\)/.exec(open.background)?.[1] ?? 0);
    expect(alpha).toBeGreaterThan(0.3);
    // Below the menu's last entry, the screen shows the backdrop (part of the header), not the page.
    const menuBottom = await page.locator('#site-menu').evaluate((menu) => menu.getBoundingClientRect().bottom);
    test.skip(menuBottom > 830, 'the open menu fills the screen');
    const hit = await page.evaluate(() => document.elementFromPoint(195, 835)?.closest('header') !== null);
    expect(hit).toBe(true);
    await page.mouse.click(195, 835);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the 404 page', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ])
    test(`has no empty band before the footer and searches the site (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const response = await page.goto('/no-such-page-for-the-finishing-test/');
      expect(response?.status()).toBe(404);
      // What the page shows ends where the footer starts: the search band takes what the banner leaves.
      const gap = await page.evaluate(() => {
        const main = document.querySelector('main')!;
        const content = main.querySelector('section:last-of-type')!.getBoundingClientRect().bottom;
        return main.getBoundingClientRect().bottom - content;
      });
      expect(gap).toBeLessThan(2);
      const box = page.getByRole('searchbox');
      await expect(box).toBeVisible();
      await box.fill(services[0]!.hero.title);
      await expect(page.getByRole('status')).toContainText(/\d+ results? for/);
      await expect(page.locator('main').getByRole('link', { name: /./ }).last()).toBeVisible();
    });
});

test('on a wide screen the Top Writer panel follows the posts as a band, leaving no empty column', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/blog/');
  const panel = page.locator('aside[aria-labelledby="top-writer-heading"]');
  await expect(panel).toBeVisible();
  const posts = page.getByRole('tabpanel');
  const [panelBox, postsBox] = await Promise.all([panel.boundingBox(), posts.boundingBox()]);
  expect(panelBox!.y).toBeGreaterThanOrEqual(postsBox!.y + postsBox!.height - 1);
  expect(panelBox!.width).toBeGreaterThan(postsBox!.width - 2);
});

/**
 * The file of the site's JavaScript that holds `text` (the code a section loads when the visitor nears it), so a
 * test can hold it back and press before the section is interactive.
 */
function chunkHolding(text: string): string {
  const dir = path.resolve(__dirname, '../../public');
  const file = readdirSync(dir).find(
    (name) => name.endsWith('.js') && readFileSync(path.join(dir, name), 'utf8').includes(text),
  );
  if (!file) throw new Error(`no script in public/ holds "${text}"`);
  return `/${file}`;
}

/** Holds the requests for `script` until `release` is called. */
async function holdScript(page: Page, script: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${script}`, async (route) => {
    await released;
    await route.continue();
  });
  return { release: () => release() };
}

test.describe('sections that wake when near', () => {
  test('a tab pressed before the tabs are interactive is selected once they are', async ({ page }) => {
    const held = await holdScript(page, chunkHolding('Technology areas'));
    await page.goto('/');
    const tech = page.locator('#tech');
    await scrollIntoViewSettled(tech);
    const second = tech.getByRole('tab').nth(1);
    await second.click();
    // The press came before the section's code: it is not interactive yet.
    await expect(tech.locator('[data-near][data-ready]')).toHaveCount(0);
    await expect(second).toHaveAttribute('aria-selected', 'false');
    held.release();
    await expect(tech.locator('[data-near][data-ready]')).toBeAttached();
    await expect(second).toHaveAttribute('aria-selected', 'true');
  });

  test('after a jump to /#testimonials, a press before the carousel is interactive takes effect', async ({ page }) => {
    const held = await holdScript(page, chunkHolding('automatic rotation of testimonials'));
    await page.goto('/#testimonials');
    const section = page.locator('#testimonials');
    const toggle = section.getByRole('button', { name: /automatic rotation of testimonials$/ });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(section.locator('[data-near][data-ready]')).toHaveCount(0);
    held.release();
    await expect(section.locator('[data-near][data-ready]')).toBeAttached();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('the end of a post', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ])
    test(`the End key lands at the real end: nothing shifts and reading progress is 100% (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(samplePostRoute);
      await page.locator('body').press('End');
      const atEnd = () =>
        page.evaluate(() => {
          const { scrollHeight, clientHeight } = document.documentElement;
          return Math.abs(scrollHeight - clientHeight - window.scrollY) < 2;
        });
      await expect.poll(atEnd).toBe(true);
      const footerTop = () =>
        page.locator('footer').evaluate((footer) => Math.round(footer.getBoundingClientRect().top));
      const first = await footerTop();
      // Two frames and a while later the bands near the end have drawn: the page has not moved and is still at its end.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.waitForTimeout(500);
      expect(await footerTop()).toBe(first);
      expect(await atEnd()).toBe(true);
      await expect(page.getByRole('progressbar', { name: 'Reading progress' })).toHaveAttribute('aria-valuenow', '100');
    });
});
