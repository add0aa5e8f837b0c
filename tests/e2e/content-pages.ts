import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { parseFrontMatter } from '../../src/lib/content/front-matter';
import { sortLatest } from '../../src/lib/blog/ordering';
import { isJobOpen, isPostPublished, publishOptionsFromEnv } from '../../src/lib/publishing/publication';
import { parsePostDate } from '../../src/lib/blog/post-date';
import { scheduleCallTarget } from '../../src/lib/contact/booking';

/** Helpers shared by the service, expertise, portfolio and legal specs: content straight from the files. */
export interface CardData {
  id: number;
  title: string;
  description: string;
}
export interface FaqData {
  question: string;
  answer: string;
  open?: boolean;
}
export interface ServiceData {
  slug: string;
  order: number;
  name: string;
  seoTitle: string;
  description: string;
  hero: { title: string; intro: string };
  intro: { heading: string; imageAlt: string };
  solutionsHeading: string;
  solutions: CardData[];
  caseStudiesHeading: string;
  caseStudies: CardData[];
  faqHeading: string;
  faq: FaqData[];
}
export interface ExpertiseData extends Omit<
  ServiceData,
  'solutionsHeading' | 'solutions' | 'caseStudiesHeading' | 'caseStudies'
> {
  offeringsHeading: string;
  offeringsImageAlt: string;
  offerings: CardData[];
  whyChooseUsHeading: string;
  whyChooseUs: CardData[];
}

/** The content the build ran on: CONTENT_DIR when set (the editor proof), otherwise content/. */
export const contentDir = path.resolve(process.env.CONTENT_DIR ?? path.resolve(__dirname, '../../content'));

/** A content JSON file, e.g. `readContentJson<{ jobs: Job[] }>('careers/jobs.json')`. */
export function readContentJson<T>(relative: string): T {
  return JSON.parse(readFileSync(path.join(contentDir, relative), 'utf8')) as T;
}

function readFolder<T extends { order: number }>(folder: string): T[] {
  return readdirSync(path.join(contentDir, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(contentDir, folder, name), 'utf8')) as T)
    .sort((a, b) => a.order - b.order);
}

/** The blog posts, newest first (the site's own order): id, slug, heading. */
export function postsNewestFirst(): Array<{
  postId: number;
  slug: string;
  heading: string;
  date: string;
  featured: boolean;
}> {
  const dir = path.join(contentDir, 'blog');
  // Drafts and posts dated after the build day (SITE_TODAY, SHOW_DRAFTS as the build reads them) are not listed.
  const publishing = publishOptionsFromEnv(process.env, new Date());
  return sortLatest(
    readdirSync(dir).flatMap((folder) => {
      const { data } = parseFrontMatter(readFileSync(path.join(dir, folder, 'index.md'), 'utf8'));
      const date = parsePostDate(String(data.date)) ?? '';
      if (!isPostPublished({ date, draft: data.draft === true }, publishing)) return [];
      return {
        postId: Number(data.id),
        slug: String(data.title),
        heading: String(data.heading),
        date,
        featured: false,
      };
    }),
  );
}

/** The jobs a build lists: one past its closing date has left the site (SITE_TODAY and SHOW_DRAFTS as the build reads them). */
export function openJobs<Job extends { validThrough?: string }>(jobs: readonly Job[]): Job[] {
  const publishing = publishOptionsFromEnv(process.env, new Date());
  return jobs.filter((job) => publishing.showDrafts || isJobOpen(job, publishing.today));
}

export const services = readFolder<ServiceData>('services');
export const expertiseAreas = readFolder<ExpertiseData>('expertise');
export const siteUrl = readContentJson<{ url: string }>('site/site.json').url;

/** Where every "Schedule a call" link leads for a visitor online: site.json's booking page when set, else the form. */
export const scheduleCallHref = scheduleCallTarget(
  readContentJson<{ bookingUrl?: string }>('site/site.json').bookingUrl,
  true,
).href;

/** React has hydrated a DOM element once it carries React's internal props key. */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactProps')));
  }, selector);
}

/** Every JSON-LD object in the head, parsed. */
export async function readJsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** A page section, found by its heading (sections are regions labelled by their h2). */
export const section = (page: Page, heading: string): Locator =>
  page.getByRole('region', { name: heading, exact: true });

/** Checks title, description, canonical, BreadcrumbList and FAQPage data of a detail page. */
export async function expectDetailHead(
  page: Page,
  entry: { seoTitle: string; description: string; name: string; faq: FaqData[] },
  crumb: { name: string; path: string },
  pathname: string,
): Promise<void> {
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(entry.seoTitle)} \\| `));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', entry.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${pathname}`);
  const data = await readJsonLd(page);
  const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as
    { itemListElement: Array<{ name: string; item: string; position: number }> } | undefined;
  expect(breadcrumbs?.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
    [1, 'Home', `${siteUrl}/`],
    [2, crumb.name, `${siteUrl}${crumb.path}`],
    [3, entry.name, `${siteUrl}${pathname}`],
  ]);
  const faqPage = data.find((item) => item['@type'] === 'FAQPage') as
    { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> } | undefined;
  expect(faqPage?.mainEntity.map((item) => [item.name, item.acceptedAnswer.text])).toEqual(
    entry.faq.map((item) => [item.question, item.answer]),
  );
}

/** Card grid titles, in order, must be exactly the content's. */
export async function expectCards(region: Locator, cards: CardData[]): Promise<void> {
  await expect(region.getByRole('listitem')).toHaveCount(cards.length);
  await expect(region.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText(
    cards.map((card) => card.title),
  );
}

/**
 * The FAQ accordion of a page, by mouse and by keyboard (product-rules §2): all closed at first unless marked
 * open, one open at a time, clicking the open one closes it; arrows/Home/End move focus, Enter/Space toggle.
 */
export async function expectFaqAccordion(page: Page, heading: string, faq: FaqData[]): Promise<void> {
  const region = section(page, heading);
  const buttons = region.getByRole('button');
  await expect(buttons).toHaveCount(faq.length);
  await expect(buttons).toHaveText(faq.map((item) => item.question));
  const initiallyOpen = faq.findIndex((item) => item.open === true);
  for (const [index] of faq.entries()) {
    await expect(buttons.nth(index)).toHaveAttribute('aria-expanded', String(index === initiallyOpen));
  }
  await waitForHydration(page, '#faq button[aria-controls]');

  const first = buttons.nth(0);
  const last = buttons.nth(faq.length - 1);
  const panelOf = async (button: Locator) => page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  const firstPanel = await panelOf(first);

  // Mouse: clicking opens an answer and clicking again closes it.
  if (initiallyOpen === 0) await first.click();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(firstPanel).toBeVisible();
  await expect(firstPanel).toHaveText(faq[0]!.answer);
  await expect(page.getByRole('region', { name: faq[0]!.question })).toBeVisible();
  if (faq.length > 1) {
    // Opening another closes the first: one answer at a time.
    const second = buttons.nth(1);
    const secondPanel = await panelOf(second);
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstPanel).toBeHidden();
    await expect(secondPanel).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(secondPanel).toBeHidden();
  } else {
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstPanel).toBeHidden();
  }

  // Keyboard: Enter toggles, arrows move focus (wrapping), End/Home jump, Space switches the open item.
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  if (faq.length > 1) {
    await page.keyboard.press('ArrowDown');
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'false');
  } else {
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  }
  await page.keyboard.press('End');
  await expect(last).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(last).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(last).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(last).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await expect(region.locator('[role="region"]:visible')).toHaveCount(0);
}

/** The closing call to action invites the visitor to schedule a call (the booking page when set, else /contact/). */
export async function expectContactCta(page: Page): Promise<void> {
  const cta = page.locator('section[aria-labelledby="cta-heading"]');
  const link = cta.getByRole('link', { name: 'Schedule a call' });
  await expect(link).toHaveAttribute('href', scheduleCallHref);
  await expect(link).toBeVisible();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
