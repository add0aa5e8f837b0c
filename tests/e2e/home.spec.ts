import { expect, reachSection, scrollIntoViewSettled, test, type Page } from './fixtures';
import { axeOn } from './axe';
import { resolveBrandIcon } from '../../src/gatsby/node/graphql-types/simple-icon';
import { centralEntry, moveToEnd, rotate } from '../../src/lib/ui/testimonial-queue';
import { postsNewestFirst, readContentJson, scheduleCallHref } from './content-pages';

const centralName = (page: Page) => page.locator('#testimonials figcaption span').first();

interface Card {
  title: string;
}
/** The home page's content; expectations follow from it, whatever an editor changed. */
const home = readContentJson<{
  banner: { ctaLabel: string };
  processHeading: string;
  servicesHeading: string;
  techHeading: string;
  whyHeading: string;
  industriesHeading: string;
  testimonialsHeading: string;
  process: Card[];
  services: Array<Card & { service: string }>;
  why: Card[];
  industries: Array<{ name: string }>;
  techTabs: Array<{ label: string; items: Array<{ name: string; icon: string | null }> }>;
}>('site/home.json');
const testimonials = readContentJson<Array<{ key: string; name: string }>>('site/testimonials.json');
const central = (queue: typeof testimonials) => centralEntry(queue)!.name;
const tabs = home.techTabs;
const rgb = (hex: string) => `rgb(${[0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

test.describe('home page', () => {
  test('shows every section in order, with the banner call to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: home.banner.ctaLabel })).toHaveAttribute('href', scheduleCallHref);
    await expect(page.locator('main picture img').first()).toHaveAttribute('loading', 'eager');
    const headings = await page.locator('main h2').allTextContents();
    expect(headings.slice(0, 6)).toEqual([
      home.processHeading,
      home.servicesHeading,
      home.techHeading,
      home.whyHeading,
      home.industriesHeading,
      home.testimonialsHeading,
    ]);
  });

  test('lists every process step, service (with its own page), reason and industry of the content', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('#process ol > li h3')).toHaveText(home.process.map((step) => step.title));
    const readMore = page.locator('#services').getByRole('link', { name: /^Read More about/ });
    expect(await readMore.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      home.services.map((card) => `/services/${card.service}/`),
    );
    await expect(page.locator('#why-starops li h3')).toHaveText(home.why.map((reason) => reason.title));
    await expect(page.locator('#industries li')).toHaveCount(home.industries.length);
  });

  test('uses up to 3 columns for the home grids on a medium screen', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.goto('/');
    const lists: Array<[string, number]> = [
      ['#services ul', home.services.length],
      ['#why-starops ul', home.why.length],
      ['#process ol', home.process.length],
      ['#industries ul', home.industries.length],
    ];
    for (const [list, count] of lists) {
      const onFirstRow = await page
        .locator(list)
        .first()
        .evaluate((el) => {
          const tops = [...el.children].map((item) => Math.round(item.getBoundingClientRect().top));
          return tops.filter((top) => top === tops[0]).length;
        });
      expect(onFirstRow, list).toBe(Math.min(3, count));
    }
  });

  test('tech tabs switch by click, by hover and by keyboard', async ({ page }) => {
    test.skip(tabs.length < 2, 'one tab needs no switching');
    const [first, second] = tabs as [(typeof tabs)[0], (typeof tabs)[0]];
    const last = tabs[tabs.length - 1]!;
    const beforeLast = tabs[tabs.length - 2]!;
    await page.goto('/');
    await reachSection(page.locator('#tech'));
    const tablist = page.getByRole('tablist', { name: 'Technology areas' });
    const tab = (label: string) => tablist.getByRole('tab', { name: label, exact: true });
    await expect(tablist.getByRole('tab', { selected: true })).toHaveText(first.label);
    await expect(page.getByRole('tabpanel')).toContainText(first.items[0]!.name);

    await tab(second.label).click();
    await expect(tablist.getByRole('tab', { selected: true })).toHaveText(second.label);
    await expect(page.getByRole('tabpanel')).toContainText(second.items[0]!.name);

    await tab(beforeLast.label).hover();
    await expect(tablist.getByRole('tab', { selected: true })).toHaveText(beforeLast.label);
    await expect(page.getByRole('tabpanel')).toContainText(beforeLast.items[0]!.name);

    await tab(beforeLast.label).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(last.label)).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText(last.items[0]!.name);
    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab', { selected: true })).toHaveText(first.label);
    await page.keyboard.press('End');
    await expect(tablist.getByRole('tab', { selected: true })).toHaveText(last.label);
    await page.keyboard.press('Home');
    await expect(tab(first.label)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tablist.getByRole('tab', { selected: true })).toHaveText(last.label);
  });

  test('the tabs and the carousel wait for the visitor, and keep their content through an in-page link', async ({
    page,
  }) => {
    test.skip(tabs.length < 2, 'one tab needs no switching');
    await page.goto('/');
    // The page has hydrated; the sections far below it have not, and still show what the server sent.
    await expect(page.locator('#tech [data-near]')).toBeAttached();
    await expect(page.locator('[data-near][data-ready]')).toHaveCount(0);
    const tablist = page.getByRole('tablist', { name: 'Technology areas' });
    await expect(tablist.getByRole('tab')).toHaveCount(tabs.length);

    // The footer's link to the testimonials changes the router's location without leaving the page.
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Testimonials' });
    await scrollIntoViewSettled(link);
    await link.click();
    await expect(page).toHaveURL(/\/#testimonials$/);
    await expect(page.locator('#testimonials [data-near][data-ready]')).toBeAttached();
    await expect(tablist.getByRole('tab')).toHaveCount(tabs.length);

    await reachSection(page.locator('#tech'));
    await tablist.getByRole('tab', { name: tabs[1]!.label, exact: true }).click();
    await expect(tablist.getByRole('tab', { selected: true })).toHaveText(tabs[1]!.label);
  });

  test('the latest-updates strip shows the three newest posts, newest first', async ({ page }) => {
    await page.goto('/');
    const strip = page.locator('#latest-updates');
    await expect(strip.getByRole('heading', { level: 3 })).toHaveText(
      postsNewestFirst()
        .slice(0, 3)
        .map((post) => post.heading),
    );
  });

  test('tech icons are monochrome until hovered, then in their brand colour', async ({ page }) => {
    const item = tabs[0]!.items.find((entry) => entry.icon);
    test.skip(!item, 'the first tab shows only name badges');
    // The build's own resolver: simple-icons' colour, or our neutral mark's for a brand simple-icons lacks.
    const brand = rgb(((await resolveBrandIcon('icon')({ icon: item!.icon })) as { hex: string }).hex);
    await page.goto('/');
    const entry = page.getByRole('tabpanel').locator('li', { hasText: item!.name }).first();
    const iconColour = () => entry.locator('span[aria-hidden="true"]').evaluate((el) => getComputedStyle(el).color);
    const before = await iconColour();
    await entry.hover();
    await expect.poll(iconColour).toBe(brand);
    expect(before).not.toBe(brand);
  });

  test('the #testimonials anchor scrolls to the testimonials heading', async ({ page }) => {
    await page.goto('/#testimonials');
    await expect(page.getByRole('heading', { name: home.testimonialsHeading })).toBeInViewport();
  });

  test('carousel: rotates every 6000 ms, and a clicked avatar goes to the back of the queue', async ({ page }) => {
    // The page hydrates on a running fake clock; then rotation is paused, the clock is stopped and
    // Play starts a full 6000 ms, so from here time moves only when the test says so.
    await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
    await page.goto('/');
    await reachSection(page.locator('#testimonials'));
    const start = central(testimonials);
    await expect(centralName(page)).toHaveText(start);
    await page.getByRole('button', { name: 'Pause automatic rotation of testimonials' }).click();
    await page.clock.pauseAt(new Date('2026-11-22T11:00:00Z'));
    await page.getByRole('button', { name: 'Play automatic rotation of testimonials' }).click();
    await page.mouse.move(0, 0);
    await expect(centralName(page)).toHaveText(start);
    await page.clock.runFor(5900);
    await expect(centralName(page)).toHaveText(start);
    await page.clock.runFor(200);
    const rotated = rotate(testimonials);
    await expect(centralName(page)).toHaveText(central(rotated));
    // Sending the first avatar (the centre is the fifth) to the back changes the centre as the queue rules say.
    const sent = rotated[0]!;
    await page.getByRole('button', { name: `Move ${sent.name} to the back of the queue` }).click();
    await expect(centralName(page)).toHaveText(central(moveToEnd(rotated, sent.key)));
  });

  test('carousel: the pause button stops rotation and play resumes it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await reachSection(page.locator('#testimonials'));
    await page.getByRole('button', { name: 'Pause automatic rotation of testimonials' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(30_000);
    await expect(centralName(page)).toHaveText(central(testimonials));
    await page.getByRole('button', { name: 'Play automatic rotation of testimonials' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(6100);
    await expect(centralName(page)).toHaveText(central(rotate(testimonials)));
  });

  test('carousel: pauses while hovered', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await reachSection(page.locator('#testimonials'));
    await page.locator('#testimonials figure').hover();
    await page.clock.runFor(20_000);
    await expect(centralName(page)).toHaveText(central(testimonials));
  });

  test('carousel: no automatic rotation when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await reachSection(page.locator('#testimonials'));
    await expect(page.getByRole('button', { name: 'Play automatic rotation of testimonials' })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(centralName(page)).toHaveText(central(testimonials));
  });

  test('has no detectable accessibility violations', async ({ page }) => {
    await page.goto('/');
    const results = await (await axeOn(page)).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
});
