import { readFileSync } from 'node:fs';
import { expect, test } from '../e2e/fixtures';
import { postsNewestFirst, section } from '../e2e/content-pages';

/** What scripts/quality/editor-proof.mjs changed in its copy of the content (EDITOR_PROOF_MANIFEST). */
interface Manifest {
  post: { slug: string; heading: string; author: string };
  /** Slugs of a draft and of a post scheduled a month ahead. */
  held: string[];
  /** A job whose closing date was yesterday. */
  closedJob: string;
  job: { jobId: string; title: string; tag: string };
  faq: Array<{ slug: string; heading: string; count: number }>;
  solutions: { slug: string; heading: string; count: number };
}
const manifestFile = process.env.EDITOR_PROOF_MANIFEST;
if (!manifestFile) throw new Error('Run through scripts/quality/editor-proof.mjs, which sets EDITOR_PROOF_MANIFEST');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

const cspProblems: string[] = [];
test.beforeEach(({ page }) => {
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) cspProblems.push(message.text());
  });
});
test.afterEach(() => expect(cspProblems).toEqual([]));

test('the new post by the new author has its page, and leads the blog and the latest updates', async ({ page }) => {
  const response = await page.goto(`/blog/${manifest.post.slug}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(manifest.post.heading);
  await expect(page.getByRole('region', { name: /About the author/ })).toContainText(manifest.post.author);
  expect(postsNewestFirst()[0]!.slug).toBe(manifest.post.slug);
  await page.goto('/blog/');
  await expect(page.locator('#blog-panel-latest').getByRole('heading', { level: 2 }).first()).toHaveText(
    manifest.post.heading,
  );
  await page.goto('/');
  await expect(page.locator('#latest-updates').getByRole('heading', { level: 3 }).first()).toHaveText(
    manifest.post.heading,
  );
});

test('careers search finds the new job, and its page exists', async ({ page }) => {
  await page.goto('/careers/');
  await page.getByRole('searchbox', { name: 'Job title, job code or skill' }).fill(manifest.job.tag);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.locator('#openings li h3')).toHaveText([manifest.job.title]);
  // Within the openings: the careers hero lists the open roles as links too.
  await page.locator('#openings').getByRole('link', { name: manifest.job.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/${manifest.job.jobId.toLowerCase()}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(manifest.job.title);
});

test('service pages show the changed FAQ counts and the extra solution card', async ({ page }) => {
  for (const { slug, heading, count } of manifest.faq) {
    await page.goto(`/services/${slug}/`);
    await expect(section(page, heading).getByRole('button')).toHaveCount(count);
  }
  await page.goto(`/services/${manifest.solutions.slug}/`);
  await expect(section(page, manifest.solutions.heading).getByRole('listitem')).toHaveCount(manifest.solutions.count);
});

test('a draft, a scheduled post and a closed job are on no page, feed, sitemap or search index', async ({ page }) => {
  for (const slug of manifest.held) {
    expect((await page.request.get(`/blog/${slug}/`)).status()).toBe(404);
  }
  const closedPath = `/careers/${manifest.closedJob.toLowerCase()}/`;
  expect((await page.request.get(closedPath)).status()).toBe(404);
  const documents = await Promise.all(
    ['/blog/', '/rss.xml', '/sitemap-0.xml', '/careers/', '/'].map(async (url) => (await page.request.get(url)).text()),
  );
  for (const text of documents) {
    for (const slug of manifest.held) expect(text).not.toContain(`/blog/${slug}/`);
    expect(text).not.toContain(closedPath);
  }
  // The three posts share their text: the search finds the published one, never the held ones.
  await page.goto(`/search/?q=${encodeURIComponent('runbooks')}`);
  await expect(page.getByRole('main').getByRole('link', { name: manifest.post.heading })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Held back:');
});
