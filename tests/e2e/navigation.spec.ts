import { expect, test } from './fixtures';
import { readContentJson, services } from './content-pages';

type NavCard = { title: string; url: string };
const nav = readContentJson<{ services: NavCard[]; expertise: NavCard[]; insights: NavCard[] }>('site/navigation.json');
const { social } = readContentJson<{ social: Array<{ network: string }> }>('site/site.json');

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the logo and links reach their pages', async ({ page }) => {
    await page.goto('/about/');
    await page.getByRole('link', { name: 'StarOps Technologies home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });

  test('a dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Services' });
    const panel = page.locator('#nav-panel-services');
    await expect(panel).toBeHidden();
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link')).toHaveCount(nav.services.length);
    await page.mouse.move(5, 600);
    await expect(panel).toBeHidden();
  });

  test('a dropdown opens with the keyboard, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Expertise' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#nav-panel-expertise a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('a click outside closes an open dropdown and choosing a card navigates', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Insights' });
    await trigger.click();
    const panel = page.locator('#nav-panel-insights');
    await expect(panel.getByRole('link')).toHaveCount(nav.insights.length);
    await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
    await expect(panel).toBeHidden();
    await trigger.click();
    const card = nav.insights.find((entry) => entry.url !== '/') ?? nav.insights[0]!;
    await panel
      .getByRole('link', { name: new RegExp(card.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${card.url.split('#')[0]}$`));
    await expect(panel).toBeHidden();
  });

  test('dropdown panels are limited to half the viewport height and show 4 columns on wide screens', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Services' }).click();
    const panel = page.locator('#nav-panel-services');
    const box = await panel.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(450 + 1);
    const columns = await panel
      .locator('ul')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);
  });

  test('links keep their place while the header is still arriving (no layout shift on a streamed paint)', async ({
    page,
  }) => {
    // Browsers paint a streamed page before all of it has arrived. Contact Us comes last in the
    // header, so the links before it must not depend on it, and the scrollbar that appears once the
    // page is long enough must not move the page sideways.
    await page.goto('/blog/');
    const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true });
    const before = await home.boundingBox();
    await page.locator('#site-menu > li:last-child').evaluate((item) => item.remove());
    expect(await home.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollbarGutter)).toBe('stable');
  });
});

test.describe('narrowest desktop width (769px)', () => {
  test.use({ viewport: { width: 769, height: 900 } });

  test('every link and Contact Us fit on one line, the logo mark still leads home', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const tops = await page
      .locator('#site-menu > li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const cta = await nav.getByRole('link', { name: 'Contact Us' }).boundingBox();
    expect(cta!.height).toBeLessThan(50);
    expect(cta!.x + cta!.width).toBeLessThanOrEqual(769);
    await expect(nav.getByRole('link', { name: 'StarOps Technologies home' })).toBeVisible();
    // The search and theme buttons sit after Contact Us, on the same line, inside the window.
    for (const name of ['Search the site', /^Colour theme/]) {
      const box = await nav.getByRole('button', { name }).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(cta!.x + cta!.width);
      expect(box!.x + box!.width).toBeLessThanOrEqual(769);
      expect(Math.abs(box!.y + box!.height / 2 - (cta!.y + cta!.height / 2))).toBeLessThan(2);
    }
  });
});

test.describe('small screens (768px and narrower)', () => {
  test.use({ viewport: { width: 768, height: 900 } });

  test('the menu collapses behind a toggle that flips it and closes after choosing a link', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#site-menu')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-menu')).toBeVisible();
    await page.getByRole('button', { name: 'Services' }).click();
    const columns = await page
      .locator('#nav-panel-services ul')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    await page.locator('#site-menu').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.locator('#site-menu')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the logo, search, the theme toggle and a full-size menu toggle share the bar on any phone', async ({
    page,
  }) => {
    for (const width of [320, 360, 414]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      await page.evaluate(() => document.fonts.ready);
      const menu = (await page.getByRole('button', { name: 'Menu' }).boundingBox())!;
      expect(Math.round(menu.width), `menu toggle at ${width}px`).toBe(44);
      const right = await page.evaluate(() => document.documentElement.clientWidth);
      expect(menu.x + menu.width).toBeLessThanOrEqual(right);
      const logo = (await page.getByRole('link', { name: /home$/ }).first().boundingBox())!;
      for (const name of ['Search the site', /^Colour theme/]) {
        const box = (await page.getByRole('button', { name }).boundingBox())!;
        expect(Math.round(box.width)).toBe(44);
        expect(box.x).toBeGreaterThanOrEqual(logo.x + logo.width);
        expect(box.x + box.width).toBeLessThanOrEqual(menu.x);
        expect(Math.abs(box.y - menu.y)).toBeLessThan(2);
      }
    }
    await page.getByRole('button', { name: 'Search the site' }).click();
    await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox')).toBeFocused();
  });

  test('wider than 768px the menu is open without a toggle', async ({ page }) => {
    await page.setViewportSize({ width: 769, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.locator('#site-menu')).toBeVisible();
  });
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/about/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('the footer carries contact details, the lazy map and the company and service lists', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('a[href^="tel:+91"]')).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  // The networks site.json lists, whichever they are.
  for (const { network } of social) {
    await expect(footer.getByRole('link', { name: new RegExp(`on ${network} `) })).toBeVisible();
  }
  const map = footer.locator('iframe');
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute('title', /Map of the/);
  const company = footer.getByRole('navigation', { name: 'Company' });
  const links: Array<[string, string]> = [
    ['About Us', '/about/'],
    ['Testimonials', '/#testimonials'],
    ['Careers', '/careers/'],
    ['Blog', '/blog/'],
    ['Terms & Conditions', '/terms/'],
  ];
  for (const [name, href] of links) {
    await expect(company.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  // One link per service page, whatever the editors have added or removed.
  await expect(footer.getByRole('navigation', { name: 'Our Services' }).getByRole('link')).toHaveCount(services.length);
});

test('sections the landing page kept from the server are whole after a move within the site', async ({ page }) => {
  // Sections without interaction keep the server's HTML on the landing page and render once the visitor moves on
  // (staticSection in components/ui/deferred.tsx): what a visitor reaches by a link must match a fresh load.
  const sectionsOf = () =>
    page.locator('[data-static]').evaluateAll((sections) => sections.map((section) => section.textContent?.trim()));
  await page.goto('/');
  const fromServer = await sectionsOf();
  expect(fromServer.length, 'home has sections kept from the server').toBeGreaterThan(0);
  expect(fromServer.every(Boolean), 'none of them is empty').toBe(true);

  await page.goto('/about/');
  await page.getByRole('link', { name: 'StarOps Technologies home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(sectionsOf).toEqual(fromServer);

  // The footer stays on screen across pages: the page it marks as current follows the visitor.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers\/$/);
  await expect(page.getByRole('contentinfo').locator('[aria-current="page"]')).toHaveText('Careers');
});

test('a link in a section kept from the server moves within the site without reloading the page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
  const link = page.locator('[data-static] a[href^="/"]:not([href^="/#"])').first();
  const href = (await link.getAttribute('href'))!;
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  expect(await page.evaluate(() => (window as unknown as { stillThisDocument?: boolean }).stillThisDocument)).toBe(
    true,
  );
});
