import { expect, test, type Page } from './fixtures';
import { axeOn } from './axe';
import { DEFAULT_LOCATION_LABEL, locationOptions, searchJobs } from '../../src/lib/careers/job-search';
import { formatStipend } from '../../src/lib/careers/job-posting';
import { openJobs, readContentJson } from './content-pages';

interface Job {
  jobId: string;
  title: string;
  locations: string[];
  stipend: string;
  stipendUnit: string;
  stipendType: string;
  tags: string[];
  employmentType: string;
  datePosted: string;
  validThrough?: string;
}
const content = readContentJson<{ jobs: Job[]; hero: { title: string }; seoTitle: string; description: string }>(
  'careers/jobs.json',
);
const { hero } = content;
const jobs = openJobs(content.jobs);
const site = readContentJson<{ resumeEmail: string; name: string }>('site/site.json');

const titles = (page: Page) => page.locator('#openings li h3').allTextContents();
const textBox = (page: Page) => page.getByRole('searchbox', { name: 'Job title, job code or skill' });
const locationBox = (page: Page) => page.getByRole('combobox', { name: 'Job location' });

async function search(page: Page, text: string, location?: string) {
  await textBox(page).fill(text);
  if (location) await locationBox(page).selectOption({ label: location });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** What the page must show for a search: the same rules (src/lib/careers/job-search) over the content's jobs. */
const expected = (text: string, location = DEFAULT_LOCATION_LABEL) =>
  searchJobs(jobs, { text, location }).map((job) => job.title);
const ALL = jobs.map((job) => job.title);
const places = locationOptions(jobs)
  .slice(1)
  .map((option) => option.label);
const NOTHING = 'no-such-skill-anywhere';
/**
 * The first and last open job and a whole tag of the first. Read inside the tests: with no job open (all
 * closed, or the build day past every closing date) the file must still load, so the skip below applies
 * rather than a TypeError that stops the whole run collecting.
 */
const firstJob = () => jobs[0]!;
const lastJob = () => jobs[jobs.length - 1]!;
const firstTag = () => firstJob().tags[0] ?? firstJob().jobId;

test('the listing has its own title and description but no JobPosting data', async ({ page }) => {
  await page.goto('/careers/');
  await expect(page).toHaveTitle(`${content.seoTitle} | ${site.name}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', content.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/careers\/$/);
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')['@type']));
  expect(types).toContain('BreadcrumbList');
  expect(types).not.toContain('JobPosting');
});

test.describe('careers page', () => {
  test.skip(jobs.length === 0, 'no open job: the page invites a CV instead (careers.test.tsx)');
  test('shows the hero, the search form and every job', async ({ page }) => {
    const tag = firstTag();
    await page.goto('/careers/');
    await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible();
    await expect(textBox(page)).toHaveAttribute('placeholder', 'job title, job code...');
    await expect(locationBox(page).locator('option:checked')).toHaveText('Job Location');
    await expect(locationBox(page).locator('option:not([disabled])')).toHaveText(['All Locations', ...places]);
    expect(await titles(page)).toEqual(ALL);
    const card = page.locator('#openings li', { hasText: firstJob().jobId }).first();
    await expect(card).toContainText(firstJob().locations.join(' · '));
    await expect(card).toContainText(formatStipend(firstJob().stipend, firstJob().stipendUnit, firstJob().stipendType));
    await expect(card).toContainText(tag);
    await expect(page.getByRole('link', { name: site.resumeEmail })).toHaveAttribute(
      'href',
      `mailto:${site.resumeEmail}`,
    );
  });

  test('typing alone does not filter; Search does', async ({ page }) => {
    await page.goto('/careers/');
    await textBox(page).fill(NOTHING);
    await locationBox(page).selectOption({ label: places[0]! });
    expect(await titles(page)).toEqual(ALL);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'No openings match this search' })).toBeVisible();
  });

  test('product-rules §5 searches give what the search rules give for these jobs', async ({ page }) => {
    const tag = firstTag();
    await page.goto('/careers/');
    const searches: Array<[string, string?]> = [
      [tag.slice(0, -1)],
      [tag.toUpperCase()],
      [lastJob().jobId.toLowerCase()],
      [lastJob().title.split(' ')[0]!.toUpperCase()],
      [tag, places[places.length - 1]],
      ['', places[0]],
      [NOTHING],
    ];
    for (const [text, location] of searches) {
      await search(page, text, location);
      const want = expected(text, location);
      if (want.length === 0) {
        await expect(page.getByRole('heading', { name: 'No openings match this search' })).toBeVisible();
      } else {
        await expect.poll(() => titles(page), `${text} in ${location ?? 'any location'}`).toEqual(want);
      }
    }
    await search(page, '', 'All Locations');
    expect(await titles(page)).toEqual(ALL);
    await expect(page.getByRole('status')).toHaveText(
      jobs.length === 1 ? 'Showing the one opening' : `Showing all ${jobs.length} openings`,
    );
  });

  test('the empty state offers to show every opening again', async ({ page }) => {
    await page.goto('/careers/');
    await search(page, NOTHING);
    await page.getByRole('button', { name: 'Show all openings' }).click();
    expect(await titles(page)).toEqual(ALL);
    await expect(textBox(page)).toHaveValue('');
    expect(new URL(page.url()).search).toBe('');
  });

  test('mirrors the search in the URL and restores it on reload and on a shared link', async ({ page }) => {
    const tag = firstTag();
    const place = places[places.length - 1]!;
    await page.goto('/careers/');
    await search(page, tag, place);
    await expect(page).toHaveURL(
      new RegExp(
        `/careers/\\?q=${encodeURIComponent(tag).replace(/\./g, '\\.')}&location=${encodeURIComponent(place).replace(/%20/g, '(%20|\\+)')}$`,
      ),
    );
    await page.reload();
    await expect(textBox(page)).toHaveValue(tag);
    await expect(locationBox(page)).toHaveValue(place);
    await expect.poll(() => titles(page)).toEqual(expected(tag, place));

    await page.goto(`/careers/?q=${encodeURIComponent(lastJob().jobId.toLowerCase())}`);
    await expect(textBox(page)).toHaveValue(lastJob().jobId.toLowerCase());
    await expect.poll(() => titles(page)).toEqual(expected(lastJob().jobId));
  });

  test.describe('before the page has hydrated', () => {
    test.use({ javaScriptEnabled: false });

    test('the search form still sends the search in the URL instead of losing it', async ({ page }) => {
      await page.goto('/careers/');
      await search(page, 'git', places[0]);
      await expect(page).toHaveURL(/\/careers\/\?q=git&location=[^&]+$/);
    });
  });

  test('each job card opens its own page with JobPosting data', async ({ page }) => {
    const job = lastJob();
    await page.goto('/careers/');
    await page.locator('#openings').getByRole('link', { name: job.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/${job.jobId.toLowerCase()}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    for (const heading of ['Responsibilities', 'Requirements', 'What you get', 'How to apply']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Apply by e-mail' })).toHaveAttribute(
      'href',
      `mailto:${site.resumeEmail}?subject=${encodeURIComponent(`${job.jobId} ${job.title}`)}`,
    );
    // After an in-site move the head comes from the new page's HTML, fetched once the page shows
    // (components/seo/BuiltHead.tsx), so the JSON-LD may arrive a moment after the heading.
    const jobPostings = () =>
      page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((s) => JSON.parse(s.textContent ?? '{}')).filter((d) => d['@type'] === 'JobPosting'),
        );
    await expect.poll(jobPostings).toHaveLength(1);
    const postings = await jobPostings();
    expect(postings[0]).toMatchObject({
      title: job.title,
      datePosted: job.datePosted,
      employmentType: job.employmentType,
      hiringOrganization: { name: site.name },
    });
    expect(postings[0].description).toContain('<li>');
  });

  test('has no detectable accessibility violations on the listing and a job page', async ({ page }) => {
    for (const path of ['/careers/', `/careers/${firstJob().jobId.toLowerCase()}/`]) {
      await page.goto(path);
      const results = await (await axeOn(page)).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    }
  });
});
