import { expect, test, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';

const TARGETS = ['8+', '97%', '100%', '10+'];
const values = (page: Page) => page.getByTestId('stat-value').allTextContents();

/** Scrolls the counters into view and records what they show on every frame for `ms`. */
async function watchCounters(page: Page, ms: number): Promise<string[][]> {
  return page.evaluate(async (duration) => {
    document.querySelector('#numbers')!.scrollIntoView({ block: 'center' });
    const frames: string[][] = [];
    const start = performance.now();
    while (performance.now() - start < duration) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      frames.push(
        Array.from(document.querySelectorAll('[data-testid="stat-value"]')).map((el) => el.textContent ?? ''),
      );
    }
    return frames;
  }, ms);
}

test.describe('about page', () => {
  test('shows the SPEC sections in order', async ({ page }) => {
    await page.goto('/about/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('main h2').allTextContents()).toEqual([
      'Trusted By Startups',
      'Know Us Better',
      'StarOps In Numbers',
      'Our core values',
      'Emerging technologies we work with',
    ]);
    await expect(page.locator('#values li h3')).toHaveText([
      'Authenticity',
      'Diversity',
      'High Tech Team',
      'Opportunities',
      'Perfection',
      'Team Leadership',
    ]);
  });

  test('names the three client marks once and repeats them as decoration', async ({ page }) => {
    await page.goto('/about/');
    const clients = page.locator('#clients');
    for (const name of ['Vayuroute', 'Kesarleaf', 'Quillnest']) {
      await expect(clients.getByRole('img', { name })).toHaveCount(1);
    }
    await expect(clients.locator('li')).toHaveCount(12);
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

  test('counters run from 0 to 8+, 97%, 100% and 10+ when scrolled into view, and again on re-entry', async ({
    page,
  }) => {
    await page.goto('/about/');
    // Out of view, the counters wait at 0.
    await expect(page.getByTestId('stat-value')).toHaveText(['0+', '0%', '0%', '0+']);
    const frames = await watchCounters(page, 2600);
    const retention = frames.map((frame) => parseInt(frame[1] ?? '', 10));
    expect(retention.some((value) => value > 0 && value < 97)).toBe(true);
    expect(retention).toEqual([...retention].sort((a, b) => a - b));
    expect(frames.at(-1)).toEqual(TARGETS);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByTestId('stat-value')).toHaveText(['0+', '0%', '0%', '0+']);
    const again = await watchCounters(page, 2600);
    expect(again.some((frame) => parseInt(frame[1] ?? '', 10) > 0 && parseInt(frame[1] ?? '', 10) < 97)).toBe(true);
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
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/expertise/python/',
      '/expertise/reactjs/',
      '/expertise/nextjs/',
      '/expertise/devops/',
      '/expertise/django/',
      '/expertise/flutter/',
    ]);
  });

  test('has its own title, canonical and breadcrumbs', async ({ page }) => {
    await page.goto('/about/');
    await expect(page).toHaveTitle('About Us | StarOps Technologies');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about\/$/);
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')['@type']));
    expect(types).toContain('BreadcrumbList');
  });

  test('has no detectable accessibility violations', async ({ page }) => {
    await page.goto('/about/');
    const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
});
