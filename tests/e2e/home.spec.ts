import { expect, test, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';

const centralName = (page: Page) => page.locator('#testimonials figcaption span').first();

test.describe('home page', () => {
  test('shows every SPEC section in order, with the banner call to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule a Call' })).toHaveAttribute('href', '/contact/');
    await expect(page.locator('main img[data-main-image]').first()).toHaveAttribute('loading', 'eager');
    const headings = await page.locator('main h2').allTextContents();
    expect(headings.slice(0, 6)).toEqual([
      'How we take an idea to production',
      'What we build for you',
      'Tech and Expertise',
      'Why to choose StarOps',
      'Industries we work with',
      'Hear from Our Clients',
    ]);
  });

  test('lists the six process steps, six services with their own pages, six reasons and twelve industries', async ({
    page,
  }) => {
    await page.goto('/');
    const steps = page.locator('#process ol > li h3');
    await expect(steps).toHaveText(['Discovery', 'UI/UX Design', 'Development', 'Coding', 'Testing', 'Delivery']);
    const readMore = page.locator('#services').getByRole('link', { name: /^Read More about/ });
    await expect(readMore).toHaveCount(6);
    expect(await readMore.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/services/appdevelopment/',
      '/services/webdevelopment/',
      '/services/devops/',
      '/services/saas/',
      '/services/product/',
      '/services/itservices/',
    ]);
    await expect(page.locator('#why-starops li h3')).toHaveCount(6);
    await expect(page.locator('#industries li')).toHaveCount(12);
  });

  test('uses 3 columns for the home grids on a medium screen', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.goto('/');
    for (const list of ['#services ul', '#why-starops ul', '#process ol', '#industries ul']) {
      const columns = await page
        .locator(list)
        .first()
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(columns, list).toBe(3);
    }
  });

  test('tech tabs switch by click, by hover and by keyboard', async ({ page }) => {
    await page.goto('/');
    const tablist = page.getByRole('tablist', { name: 'Technology areas' });
    await expect(tablist.getByRole('tab', { selected: true })).toHaveText('Devops');
    await expect(page.getByRole('tabpanel')).toContainText('Kubernetes');

    await tablist.getByRole('tab', { name: 'Backend' }).click();
    await expect(tablist.getByRole('tab', { selected: true })).toHaveText('Backend');
    await expect(page.getByRole('tabpanel')).toContainText('Django');

    await tablist.getByRole('tab', { name: 'Database' }).hover();
    await expect(tablist.getByRole('tab', { selected: true })).toHaveText('Database');
    await expect(page.getByRole('tabpanel')).toContainText('Postgresql');

    await tablist.getByRole('tab', { name: 'Database' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab', { name: 'CMS' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('Woocommerce');
    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab', { selected: true })).toHaveText('Devops');
    await page.keyboard.press('End');
    await expect(tablist.getByRole('tab', { selected: true })).toHaveText('CMS');
    await page.keyboard.press('Home');
    await expect(tablist.getByRole('tab', { name: 'Devops' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tablist.getByRole('tab', { selected: true })).toHaveText('CMS');
  });

  test('tech icons are monochrome until hovered, then in their brand colour', async ({ page }) => {
    await page.goto('/');
    const docker = page.getByRole('tabpanel').locator('li', { hasText: 'Docker' });
    const iconColour = () => docker.locator('span[aria-hidden="true"]').evaluate((el) => getComputedStyle(el).color);
    const before = await iconColour();
    await docker.hover();
    await expect.poll(iconColour).toBe('rgb(36, 150, 237)');
    expect(before).not.toBe('rgb(36, 150, 237)');
  });

  test('the #testimonials anchor scrolls to Hear from Our Clients', async ({ page }) => {
    await page.goto('/#testimonials');
    await expect(page.getByRole('heading', { name: 'Hear from Our Clients' })).toBeInViewport();
  });

  test('carousel: rotates every 6000 ms, and a clicked avatar goes to the back of the queue', async ({ page }) => {
    // The page hydrates on a running fake clock; then rotation is paused, the clock is stopped and
    // Play starts a full 6000 ms, so from here time moves only when the test says so.
    await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
    await page.goto('/');
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await expect(centralName(page)).toHaveText('Sarah Lindqvist');
    await page.getByRole('button', { name: 'Pause automatic rotation of testimonials' }).click();
    await page.clock.pauseAt(new Date('2026-11-22T11:00:00Z'));
    await page.getByRole('button', { name: 'Play automatic rotation of testimonials' }).click();
    await page.mouse.move(0, 0);
    await expect(centralName(page)).toHaveText('Sarah Lindqvist');
    await page.clock.runFor(5900);
    await expect(centralName(page)).toHaveText('Sarah Lindqvist');
    await page.clock.runFor(200);
    await expect(centralName(page)).toHaveText('Vikram Chauhan');
    // Queue t2 t3 t4 t5 t6 t1: sending Daniel (t2) back makes Ananya (t1) the fifth.
    await page.getByRole('button', { name: 'Move Daniel Whitfield to the back of the queue' }).click();
    await expect(centralName(page)).toHaveText('Ananya Iyer');
  });

  test('carousel: the pause button stops rotation and play resumes it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Pause automatic rotation of testimonials' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(30_000);
    await expect(centralName(page)).toHaveText('Sarah Lindqvist');
    await page.getByRole('button', { name: 'Play automatic rotation of testimonials' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(6100);
    await expect(centralName(page)).toHaveText('Vikram Chauhan');
  });

  test('carousel: pauses while hovered', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.locator('#testimonials figure').hover();
    await page.clock.runFor(20_000);
    await expect(centralName(page)).toHaveText('Sarah Lindqvist');
  });

  test('carousel: no automatic rotation when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Play automatic rotation of testimonials' })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(centralName(page)).toHaveText('Sarah Lindqvist');
  });

  test('has no detectable accessibility violations', async ({ page }) => {
    await page.goto('/');
    const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
});
