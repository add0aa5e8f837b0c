import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { jobPath, topicPath } from '../../src/lib/routes';
import { authors, posts, postsBy, site } from './blog-content';
import { expect, test } from './fixtures';
import { contentDir, openJobs } from './content-pages';

/**
 * Visible breadcrumbs on every inner page type (product-rules §10 Breadcrumbs), and the BreadcrumbList JSON-LD of
 * the same page says exactly the same: same names, same links, Home first, the page itself last.
 * One page per type, each picked from the content files, so the spec holds for any content.
 */
const firstSlug = (folder: string, ext: string) =>
  readdirSync(path.join(contentDir, folder))
    .filter((name) => name.endsWith(ext))
    .sort()[0]!
    .replace(ext, '');
const jobs = openJobs(
  (
    JSON.parse(readFileSync(path.join(contentDir, 'careers', 'jobs.json'), 'utf8')) as {
      jobs: Array<{ jobId: string; validThrough?: string }>;
    }
  ).jobs,
);
const author = authors.find((entry) => postsBy(entry.id).length > 0)!;
const topic = posts[0]!.topics[0]!;

/** One page per type; the job page only while a job is open (the test then says why it skipped). */
const innerPages: Record<string, string | null> = {
  'services list': '/services/',
  service: `/services/${firstSlug('services', '.json')}/`,
  'expertise list': '/expertise/',
  expertise: `/expertise/${firstSlug('expertise', '.json')}/`,
  portfolio: '/portfolio/',
  about: '/about/',
  gallery: '/gallery/',
  contact: '/contact/',
  careers: '/careers/',
  job: jobs[0] ? jobPath(jobs[0].jobId) : null,
  legal: `/${firstSlug('legal', '.md')}/`,
  blog: '/blog/',
  topic: topicPath(topic),
  author: `/blog/authors/${author.id}/`,
  post: `/blog/${posts[0]!.slug}/`,
};

const pathOf = (url: string) => new URL(url, site.url).pathname;

for (const [type, route] of Object.entries(innerPages)) {
  test(`${type} page: visible breadcrumbs match its BreadcrumbList`, async ({ page }) => {
    test.skip(route === null, `no ${type} page in this build (no open job)`);
    if (route === null) return;
    await page.goto(route);
    const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toBeVisible();
    const items = nav.getByRole('listitem');
    const visible = await items.evaluateAll((lis) =>
      lis.map((li) => ({
        name: li.textContent?.trim() ?? '',
        href: li.querySelector('a')?.getAttribute('href') ?? null,
      })),
    );

    const lists = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map(
        (text) =>
          JSON.parse(text) as {
            '@type': string;
            itemListElement?: Array<{ name: string; item: string; position: number }>;
          },
      )
      .filter((data) => data['@type'] === 'BreadcrumbList');
    expect(lists).toHaveLength(1);
    const structured = lists[0]!.itemListElement!;

    expect(visible.map((crumb) => crumb.name)).toEqual(structured.map((crumb) => crumb.name));
    expect(visible[0]).toEqual({ name: 'Home', href: '/' });
    // Every crumb but the last links to the page its structured twin names; the last is this page.
    visible.slice(0, -1).forEach((crumb, index) => expect(crumb.href).toBe(pathOf(structured[index]!.item)));
    expect(visible.at(-1)!.href).toBeNull();
    expect(pathOf(structured.at(-1)!.item)).toBe(route);
    await expect(nav.locator('[aria-current="page"]')).toHaveText(structured.at(-1)!.name);
  });
}

test('the home page has no breadcrumbs', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
});
