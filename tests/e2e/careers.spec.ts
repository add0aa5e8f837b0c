import { expect, test, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';

const titles = (page: Page) => page.locator('#openings li h3').allTextContents();
const textBox = (page: Page) => page.getByRole('searchbox', { name: 'Job title, job code or skill' });
const locationBox = (page: Page) => page.getByRole('combobox', { name: 'Job location' });

async function search(page: Page, text: string, location?: string) {
  await textBox(page).fill(text);
  if (location) await locationBox(page).selectOption({ label: location });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

const ALL = ['React Js Development Intern', 'Django development Intern', 'Graphic Designer'];

test.describe('careers page', () => {
  test('shows the hero, the search form and the three jobs', async ({ page }) => {
    await page.goto('/careers/');
    await expect(page.getByRole('heading', { level: 1, name: 'Join the Team' })).toBeVisible();
    await expect(textBox(page)).toHaveAttribute('placeholder', 'job title, job code...');
    await expect(locationBox(page).locator('option:checked')).toHaveText('Job Location');
    await expect(locationBox(page).locator('option:not([disabled])')).toHaveText([
      'All Locations',
      'Greater Noida',
      'Remote',
    ]);
    expect(await titles(page)).toEqual(ALL);
    const card = page.locator('#openings li', { hasText: 'J001' }).first();
    await expect(card).toContainText('Greater Noida · Remote');
    await expect(card).toContainText('₹4k–₹5k / month');
    await expect(card).toContainText('react.js');
    await expect(page.getByRole('link', { name: 'careers@staropstechnologies.com' })).toHaveAttribute(
      'href',
      'mailto:careers@staropstechnologies.com',
    );
  });

  test('typing alone does not filter; Search does', async ({ page }) => {
    await page.goto('/careers/');
    await textBox(page).fill('python');
    await locationBox(page).selectOption({ label: 'Remote' });
    expect(await titles(page)).toEqual(ALL);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(await titles(page)).toEqual(['Django development Intern']);
  });

  test('SPEC §5 searches', async ({ page }) => {
    await page.goto('/careers/');
    await search(page, 'pyth');
    await expect(page.getByRole('heading', { name: 'No openings match this search' })).toBeVisible();
    await search(page, 'PYTHON');
    expect(await titles(page)).toEqual(['Django development Intern']);
    await search(page, 'j003');
    expect(await titles(page)).toEqual(['Graphic Designer']);
    await search(page, 'intern');
    expect(await titles(page)).toEqual(ALL.slice(0, 2));
    await search(page, 'designer', 'Greater Noida');
    await expect(page.getByRole('heading', { name: 'No openings match this search' })).toBeVisible();
    await search(page, 'git', 'Remote');
    expect(await titles(page)).toEqual(ALL.slice(0, 2));
    await search(page, '', 'Greater Noida');
    expect(await titles(page)).toEqual(ALL.slice(0, 2));
    await search(page, '', 'All Locations');
    expect(await titles(page)).toEqual(ALL);
    await expect(page.getByRole('status')).toHaveText('Showing all 3 openings');
  });

  test('the empty state offers to show every opening again', async ({ page }) => {
    await page.goto('/careers/');
    await search(page, 'kubernetes');
    await page.getByRole('button', { name: 'Show all openings' }).click();
    expect(await titles(page)).toEqual(ALL);
    await expect(textBox(page)).toHaveValue('');
    expect(new URL(page.url()).search).toBe('');
  });

  test('mirrors the search in the URL and restores it on reload and on a shared link', async ({ page }) => {
    await page.goto('/careers/');
    await search(page, 'git', 'Remote');
    await expect(page).toHaveURL(/\/careers\/\?q=git&location=Remote$/);
    await page.reload();
    await expect(textBox(page)).toHaveValue('git');
    await expect(locationBox(page)).toHaveValue('Remote');
    await expect.poll(() => titles(page)).toEqual(ALL.slice(0, 2));

    await page.goto('/careers/?q=figma&location=remote');
    await expect(textBox(page)).toHaveValue('figma');
    await expect.poll(() => titles(page)).toEqual(['Graphic Designer']);
  });

  test.describe('before the page has hydrated', () => {
    test.use({ javaScriptEnabled: false });

    test('the search form still sends the search in the URL instead of losing it', async ({ page }) => {
      await page.goto('/careers/');
      await search(page, 'git', 'Remote');
      await expect(page).toHaveURL(/\/careers\/\?q=git&location=Remote$/);
    });
  });

  test('each job card opens its own page with JobPosting data', async ({ page }) => {
    await page.goto('/careers/');
    await page.getByRole('link', { name: 'Django development Intern' }).click();
    await expect(page).toHaveURL(/\/careers\/j002\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Django development Intern');
    for (const heading of ['Responsibilities', 'Requirements', 'What you get', 'How to apply']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Apply by e-mail' })).toHaveAttribute(
      'href',
      'mailto:careers@staropstechnologies.com?subject=J002%20Django%20development%20Intern',
    );
    const postings = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? '{}')).filter((d) => d['@type'] === 'JobPosting'),
      );
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({
      title: 'Django development Intern',
      datePosted: '2026-11-02',
      validThrough: '2027-01-31T23:59:59+05:30',
      employmentType: 'INTERN',
      hiringOrganization: { name: 'StarOps Technologies' },
      jobLocationType: 'TELECOMMUTE',
      baseSalary: { currency: 'INR', value: { minValue: 3000, maxValue: 5000, unitText: 'MONTH' } },
    });
    expect(postings[0].description).toContain('<li>');
    expect(postings[0].jobLocation[0].address.addressLocality).toBe('Greater Noida');
  });

  test('the listing has its own title and description but no JobPosting data', async ({ page }) => {
    await page.goto('/careers/');
    await expect(page).toHaveTitle('Careers | StarOps Technologies');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Careers at StarOps/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/careers\/$/);
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')['@type']));
    expect(types).toContain('BreadcrumbList');
    expect(types).not.toContain('JobPosting');
  });

  test('has no detectable accessibility violations on the listing and a job page', async ({ page }) => {
    for (const path of ['/careers/', '/careers/j001/']) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    }
  });
});
