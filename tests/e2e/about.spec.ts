import { generalCall } from '../../src/lib/contact/closing-call';
import { expect, test, type Page } from './fixtures';
import { axeOn } from './axe';
import { readContentJson } from './content-pages';

const about = readContentJson<{
  seoTitle: string;
  clientsHeading: string;
  knowUs: { heading: string };
  statsHeading: string;
  valuesHeading: string;
  emergingHeading: string;
  clients: Array<{ name: string }>;
  stats: Array<{ value: number; suffix?: string }>;
  values: Array<{ title: string }>;
  emerging: Array<{ expertise: string }>;
}>('site/about.json');
const siteName = readContentJson<{ name: string }>('site/site.json').name;
const team = readContentJson<{ heading: string }>('site/team.json');
/** What the counters end on, per the content. */
const TARGETS = about.stats.map((stat) => `${stat.value}${stat.suffix ?? ''}`);
/** The counter the tests watch climb: the one with the largest target. */
const watched = about.stats.reduce((best, stat, index) => (stat.value > about.stats[best]!.value ? index : best), 0);
const target = about.stats[watched]!.value;
const values = (page: Page) => page.getByTestId('stat-value').allTextContents();

/**
 * Scrolls the counters into view and records what they show on every frame, until they have counted up to their
 * final figures again (or `ms` have passed): on a busy machine the count may start late or run long, and a fixed
 * window would end before it does.
 */
async function watchCounters(page: Page, ms: number): Promise<string[][]> {
  return page.evaluate(
    async ({ duration, targets }) => {
      document.querySelector('#numbers')!.scrollIntoView({ block: 'center' });
      const frames: string[][] = [];
      const start = performance.now();
      let restarted = false;
      while (performance.now() - start < duration) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const frame = Array.from(document.querySelectorAll('[data-testid="stat-value"]')).map(
          (el) => el.textContent ?? '',
        );
        frames.push(frame);
        const final = frame.join('|') === targets.join('|');
        if (!final) restarted = true;
        else if (restarted) break;
      }
      return frames;
    },
    { duration: ms, targets: TARGETS },
  );
}

test.describe('about page', () => {
  test('shows the specified sections in order', async ({ page }) => {
    await page.goto('/about/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('main h2').allTextContents()).toEqual([
      about.clientsHeading,
      about.knowUs.heading,
      about.statsHeading,
      team.heading,
      'Company facts',
      about.valuesHeading,
      about.emergingHeading,
      generalCall().heading,
    ]);
    await expect(page.locator('#values li h3')).toHaveText(about.values.map((value) => value.title));
  });

  test('names each client mark once and repeats them as decoration', async ({ page }) => {
    await page.goto('/about/');
    const clients = page.locator('#clients');
    for (const { name } of about.clients) {
      await expect(clients.getByRole('img', { name })).toHaveCount(1);
    }
    const items = await clients.locator('li').count();
    expect(items).toBeGreaterThan(about.clients.length);
    expect(items % about.clients.length).toBe(0);
  });

  test('the logo row can be paused, and stands still under reduced motion', async ({ page }) => {
    await page.goto('/about/');
    const track = page.locator('#clients ul').first().locator('..');
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');
    await page.getByRole('button', { name: 'Pause the moving row of client logos' }).click();
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });

  test('counters show their final figures out of view and count from 0 on each entry into view', async ({ page }) => {
    await page.goto('/about/');
    // Out of view they read their final figures: a glance, a capture or a print never shows 0.
    await expect(page.getByTestId('stat-value')).toHaveText(TARGETS);
    const value = (frame: string[]) => parseInt(frame[watched] ?? '', 10);
    /** The frames from the entry into view on: the count restarts from 0 and only climbs. */
    const counted = (frames: string[][]) => frames.slice(frames.findIndex((frame) => value(frame) < target));
    const frames = counted(await watchCounters(page, 15_000));
    expect(frames.length).toBeGreaterThan(1);
    expect(frames.some((frame) => value(frame) > 0 && value(frame) < target)).toBe(true);
    expect(frames.map(value)).toEqual(frames.map(value).sort((a, b) => a - b));
    expect(frames.at(-1)).toEqual(TARGETS);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByTestId('stat-value')).toHaveText(TARGETS);
    const again = counted(await watchCounters(page, 15_000));
    expect(again.some((frame) => value(frame) > 0 && value(frame) < target)).toBe(true);
    expect(again.at(-1)).toEqual(TARGETS);
  });

  test('counters show their final values at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about/');
    const frames = await watchCounters(page, 400);
    for (const frame of frames) expect(frame).toEqual(TARGETS);
    expect(await values(page)).toEqual(TARGETS);
  });

  test('links each emerging technology to its expertise page', async ({ page }) => {
    await page.goto('/about/');
    const links = page.locator('#emerging h3 a');
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      about.emerging.map((entry) => `/expertise/${entry.expertise}/`),
    );
  });

  test('has its own title, canonical and breadcrumbs', async ({ page }) => {
    await page.goto('/about/');
    await expect(page).toHaveTitle(`${about.seoTitle} | ${siteName}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about\/$/);
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')['@type']));
    expect(types).toContain('BreadcrumbList');
  });

  test('has no detectable accessibility violations', async ({ page }) => {
    await page.goto('/about/');
    const results = await (await axeOn(page)).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
});
