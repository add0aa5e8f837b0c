import { searchJobs, DEFAULT_LOCATION_LABEL } from '../../src/lib/careers/job-search';
import { heldPosts } from './blog-content';
import { fillEnquiry, uniqueEnquiry } from './contact-helpers';
import { openJobs, readContentJson } from './content-pages';
import { expect, test } from './fixtures';
import { samplePostRoute } from './routes';

/**
 * The content check's browser pass (docs/editing.md "How a change is checked"): every page a content change
 * feeds (SMOKE_ROUTES, from scripts/ci/check.mjs) opens and renders, and the core flows work: home,
 * a post, the contact form, careers search. Fast on purpose; the whole suite covers the rest.
 */
const changed = (process.env.SMOKE_ROUTES ?? '')
  .split(',')
  .map((route) => route.trim())
  .filter(Boolean);

/** Posts this build holds back (a draft or scheduled post without SHOW_DRAFTS=1): their page must not exist. */
const heldRoutes = new Set(heldPosts.map((post) => `/blog/${post.slug}/`));

for (const route of changed) {
  test(`changed page ${route} opens with its heading and no script error`, async ({ page }) => {
    if (heldRoutes.has(route)) {
      expect((await page.request.get(route)).status()).toBe(404);
      return;
    }
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).not.toBeEmpty();
    expect(errors).toEqual([]);
  });
}

test('home leads to a post', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const post = page.locator('main a[href^="/blog/"]').filter({ hasNotText: /^\s*$/ }).first();
  const href = await post.getAttribute('href');
  expect((await page.request.get(href!)).status()).toBe(200);
});

test('a post shows its headline and text', async ({ page }) => {
  await page.goto(samplePostRoute);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('article')).toContainText(/\w+/);
});

test('the contact form sends an enquiry', async ({ page }) => {
  await page.goto('/contact/');
  await fillEnquiry(page, uniqueEnquiry('smoke'));
  await page.getByRole('checkbox', { name: 'Local test check: not a real captcha' }).check();
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  // Sent: the thank-you panel replaces the form (product-rules §8).
  await expect(page.getByRole('status', { name: 'Thank you, your enquiry has been sent' })).toBeFocused();
});

test('careers search finds an open job, or with none open the page says so and leads on', async ({ page }) => {
  const jobs = openJobs(
    readContentJson<{
      jobs: Array<{ jobId: string; title: string; tags: string[]; locations: string[]; validThrough?: string }>;
    }>('careers/jobs.json').jobs,
  );
  await page.goto('/careers/');
  const [job] = jobs;
  if (!job) {
    const openings = page.locator('#openings');
    await expect(openings.getByRole('status')).toHaveText('We have no open positions right now.');
    await expect(openings.getByRole('searchbox')).toHaveCount(0);
    // Where to go instead: a CV to the résumé address, the enquiry form for anything else.
    const { resumeEmail } = readContentJson<{ resumeEmail: string }>('site/site.json');
    await expect(openings.getByRole('link', { name: resumeEmail })).toHaveAttribute('href', `mailto:${resumeEmail}`);
    await expect(openings.getByRole('link', { name: 'send us an enquiry' })).toHaveAttribute('href', '/contact/');
    return;
  }
  await page.getByRole('searchbox', { name: 'Job title, job code or skill' }).fill(job.jobId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const expected = searchJobs(jobs, { text: job.jobId, location: DEFAULT_LOCATION_LABEL }).map((found) => found.title);
  await expect(page.locator('#openings li h3')).toHaveText(expected);
});
