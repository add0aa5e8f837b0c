import { expect, test, type Page } from './fixtures';
import { expertiseRoutes, serviceRoutes } from './routes';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentDir, openJobs, postsNewestFirst, readContentJson } from './content-pages';
import { parseFrontMatter } from '../../src/lib/content/front-matter';

/**
 * The first screen of every page type carries something the visitor came for, and home tells its story on a
 * phone without endless scrolling. Rules, not today's content: each page is found through the content files.
 */

const careers = readContentJson<{ jobs: Array<{ jobId: string; validThrough?: string }> }>('careers/jobs.json');
const jobs = openJobs(careers.jobs);
const newest = postsNewestFirst()[0];
/** The newest post's main topic: a topic page with posts. */
const topicWithPosts = newest
  ? (
      parseFrontMatter(readFileSync(path.join(contentDir, 'blog', newest.slug, 'index.md'), 'utf8')).data.topics as
        string[] | undefined
    )?.[0]
  : undefined;

/** A case study page (its file's name is its slug), and the legal texts with their sections' headings. */
const studyDir = path.join(contentDir, 'case-studies');
const study = (existsSync(studyDir) ? readdirSync(studyDir) : [])
  .filter((name) => name.endsWith('.json'))
  .map((name) =>
    readContentJson<{ slug: string; figures: Array<{ value: string }>; stack: string[] }>(`case-studies/${name}`),
  )[0];
const legalPages = ['terms', 'privacy'].map((slug) => {
  const text = readFileSync(path.join(contentDir, 'legal', `${slug}.md`), 'utf8');
  return { slug, sections: [...parseFrontMatter(text).body.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim()) };
});

/**
 * Pages whose hero sells or answers: listings, detail pages, careers, contact, the blog and a topic. Each is a test
 * of its own whatever the content holds; a page the content does not have today (no open job, no post) is skipped
 * with its reason, so the same tests are collected on any day.
 */
const heroPages: Array<{ name: string; path: string | undefined; missing?: string }> = [
  ...[
    '/',
    '/about/',
    '/services/',
    ...serviceRoutes,
    '/expertise/',
    ...expertiseRoutes,
    '/portfolio/',
    '/gallery/',
    '/careers/',
    '/contact/',
    '/how-we-work/',
  ].map((path) => ({ name: path, path })),
  { name: 'an open job', path: jobs[0] && `/careers/${jobs[0].jobId.toLowerCase()}/`, missing: 'no job is open' },
  { name: 'a case study', path: study && `/portfolio/${study.slug}/`, missing: 'no case study is published' },
  ...legalPages.map(({ slug }) => ({ name: `/${slug}/`, path: `/${slug}/` })),
  { name: '/blog/', path: newest && '/blog/', missing: 'no post is published' },
  {
    name: 'a topic with posts',
    path: topicWithPosts && `/blog/topics/${topicWithPosts}/`,
    missing: 'no post is published',
  },
];

/** The largest box in the hero's right half (a panel, a picture), as a share of that half's area. */
async function rightHalfFill(page: Page): Promise<number> {
  return page.locator('[data-hero]').evaluate((hero) => {
    const box = hero.getBoundingClientRect();
    const middle = box.left + box.width / 2;
    const half = (box.width / 2) * box.height;
    let largest = 0;
    for (const element of hero.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.left < middle || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      if (rect.bottom > box.bottom + 1) continue;
      largest = Math.max(largest, rect.width * rect.height);
    }
    return largest / half;
  });
}

test.describe('the first screen at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  for (const { name, path, missing } of heroPages) {
    test(`${name}: the hero's right half carries content, not bare gradient`, async ({ page }) => {
      test.skip(path === undefined, `${missing ?? 'no such page'} in the content, so there is no page to look at`);
      await page.goto(path!);
      // A panel or picture covering at least a third of the right half (a bare half measures 0).
      expect(await rightHalfFill(page)).toBeGreaterThan(0.33);
    });
  }
});

test.describe('what each first screen answers', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('careers: the number of open roles, each a link, and the first week', async ({ page }) => {
    await page.goto('/careers/');
    const panel = page.locator('[data-hero]').getByRole('complementary', { name: 'Open roles' });
    await expect(panel.getByText(String(jobs.length), { exact: true })).toBeInViewport();
    await expect(panel.getByRole('link')).toHaveCount(jobs.length);
    await expect(panel.getByRole('listitem').first()).toBeInViewport();
  });

  test('blog: the newest post, linked, with its reading time', async ({ page }) => {
    test.skip(!newest, 'no published post');
    await page.goto('/blog/');
    const panel = page.locator('[data-hero]').getByRole('complementary', { name: /^Newest post/ });
    await expect(panel.getByRole('link', { name: newest!.heading })).toHaveAttribute('href', `/blog/${newest!.slug}/`);
    await expect(panel.getByText(/\d+ min read/)).toBeInViewport();
  });

  test('contact: who replies and how fast, above the fold', async ({ page }) => {
    await page.goto('/contact/');
    const site = readContentJson<{ enquiryReplyTime: string }>('site/site.json');
    await expect(
      page.locator('[data-hero]').getByText(`We reply ${site.enquiryReplyTime}`, { exact: false }),
    ).toBeInViewport();
  });

  test('a case study: its headline figure and the engagement’s stack', async ({ page }) => {
    test.skip(!study, 'no case study is published');
    await page.goto(`/portfolio/${study!.slug}/`);
    const panel = page.locator('[data-hero]').getByRole('complementary', { name: 'Results' });
    await expect(panel.getByText(study!.figures[0]!.value, { exact: true })).toBeInViewport();
    await expect(panel.getByText(study!.stack.join(', '), { exact: true })).toBeInViewport();
  });

  for (const { slug, sections } of legalPages) {
    test(`/${slug}/: when it last changed, and each section a link to it`, async ({ page }) => {
      await page.goto(`/${slug}/`);
      const hero = page.locator('[data-hero]');
      await expect(hero.getByText(/^Last updated: \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeInViewport();
      const links = hero.getByRole('navigation', { name: 'On this page' }).getByRole('link');
      await expect(links).toHaveText(sections);
      // Each link leads to its own heading in the text.
      for (const [index, text] of sections.entries()) {
        const id = (await links.nth(index).getAttribute('href'))!.slice(1);
        await expect(page.getByRole('article').locator(`h2[id="${id}"]`)).toHaveText(text);
      }
      await links.last().click();
      await expect(
        page.getByRole('article').getByRole('heading', { name: sections.at(-1), exact: true }),
      ).toBeInViewport();
    });
  }
});

test.describe('home on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('tells its story in about nine screens, every section kept', async ({ page }) => {
    await page.goto('/');
    // Every band drawn at its real height (content-visibility would otherwise estimate the ones off screen).
    await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
    const screens = await page.evaluate(() => document.documentElement.scrollHeight / 844);
    expect(screens).toBeLessThanOrEqual(10);
    for (const id of ['process', 'services', 'tech', 'why-starops', 'industries', 'testimonials', 'latest-updates'])
      await expect(page.locator(`#${id}`)).toHaveCount(1);
  });

  test('the enquiry form is one press away on the first screen', async ({ page }) => {
    await page.goto('/');
    const call = page.locator('[data-hero] a[href="#contact"]');
    await expect(call).toBeInViewport();
    await call.click();
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('the process swipes sideways, with every step in the page and the row reachable by keyboard', async ({
    page,
  }) => {
    const home = readContentJson<{ process: unknown[] }>('site/home.json');
    await page.goto('/');
    const row = page.locator('#process ol');
    await expect(row.locator('> li')).toHaveCount(home.process.length);
    const { scrollable, focusable } = await row.evaluate((list) => ({
      scrollable: list.scrollWidth > list.clientWidth,
      focusable: (list as HTMLElement).tabIndex === 0,
    }));
    expect(scrollable).toBe(true);
    expect(focusable).toBe(true);
  });
});

test.describe('illustrations on the dark theme', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the home hero's drawing ${scheme === 'dark' ? 'turns to its dark variant' : 'keeps its colours'}`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      const filter = await page.locator('[data-hero] picture img').evaluate((img) => getComputedStyle(img).filter);
      if (scheme === 'dark') expect(filter).toContain('invert');
      else expect(filter).toBe('none');
    });
  }
});

// The head announces the picture only where it stands beside the text (the hero's two columns); on a phone the
// `<img>` alone fetches it. Either way one file is fetched, and it is the one the hero draws.
for (const [device, use] of [
  ['a phone', { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true }],
  ['a desktop', { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 }],
] as const) {
  test.describe(`home’s largest picture on ${device}`, () => {
    test.use(use);

    test('is fetched once, and the file fetched is the one the hero draws', async ({ page }) => {
      const images: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
      });
      await page.goto('/', { waitUntil: 'load' });
      const drawn = new URL(
        await page.locator('[data-hero] picture img').evaluate((img: HTMLImageElement) => img.currentSrc),
      ).pathname;
      // Every size and format of the hero's picture has the same file name; only one of them may be fetched.
      const stem = (file: string) =>
        file
          .split('/')
          .pop()!
          .replace(/\.\w+$/, '');
      expect(images.filter((file) => stem(file) === stem(drawn))).toEqual([drawn]);
    });
  });
}
