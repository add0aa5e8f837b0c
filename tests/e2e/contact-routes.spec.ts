import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from '../../src/styles/theme';
import { expect, test, type Page } from './fixtures';

/**
 * A way to reach us on every page, at every size (product-rules §2 A way to reach us): the header offers
 * Contact (a button of its own on phones, Contact Us in the menu on wide screens), and every page ends with a
 * closing call, the enquiry form or the contact page's tiles, each link counted as a Contact route.
 * The pages are the built site's own sitemap, so a page added or removed is covered without editing this file.
 */
const sitemapFile = path.resolve(__dirname, '../../public/sitemap-0.xml');
const pages = existsSync(sitemapFile)
  ? [...readFileSync(sitemapFile, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  : [];

/** What follows the page's last closing call inside <main> and is visible: nothing, on a page that ends with one. */
function afterClosingCall(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const closing = [...main.querySelectorAll('[data-closing-call]')].at(-1);
    if (!closing) return { hasClosing: false, after: [] as string[], unmarked: [] as string[] };
    const after = [...main.querySelectorAll('*')]
      .filter((el) => closing.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)
      .filter((el) => !closing.contains(el) && !el.contains(closing))
      .filter((el) => el.getBoundingClientRect().height > 0 && (el as HTMLElement).innerText?.trim())
      .map((el) => (el as HTMLElement).innerText.trim().slice(0, 60));
    // The enquiry form counts its own sends; every other way to reach us (the contact page, an e-mail, a call)
    // is a link counted as a Contact route or a Schedule a Call.
    const unmarked = closing.querySelector('#contact-form')
      ? []
      : [...closing.querySelectorAll('a')]
          .filter((a) => /^(\/contact\/|mailto:|tel:)/.test(a.getAttribute('href') ?? ''))
          .filter((a) => !a.dataset.analyticsEvent)
          .map((a) => a.getAttribute('href') ?? '');
    return { hasClosing: true, after, unmarked };
  });
}

test('the sitemap of the build under test lists pages', () => {
  expect(pages.length, `read ${sitemapFile}; run the build first`).toBeGreaterThan(1);
});

/** The two sizes every page is read at: the phone header has a Contact button, wide screens Contact Us in the menu. */
const sizes = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

test('every page, at 390 and 1440 px, has Contact in its header and ends with a way to reach us', async ({ page }) => {
  // One load per page serves both sizes: the page is resized as a turned tablet or a widened window is.
  test.setTimeout(20_000 + pages.length * 5_000);
  for (const route of pages) {
    await page.setViewportSize(sizes[0]!);
    await page.goto(route);
    for (const size of sizes) {
      await page.setViewportSize(size);
      const at = `${route} at ${size.width}px`;
      const header = page.getByRole('navigation', { name: 'Main' });
      const contact =
        size.width <= theme.breakpoints.mobileMax
          ? header.getByRole('link', { name: 'Contact', exact: true })
          : header.getByRole('link', { name: 'Contact Us', exact: true });
      await expect(contact, `${at}: header Contact`).toBeVisible();
      await expect(contact).toHaveAttribute('href', '/contact/');
      await expect(contact).toHaveAttribute('data-analytics-event', 'Contact route');

      const ending = await afterClosingCall(page);
      expect(ending.hasClosing, `${at}: a closing call, form or contact tiles`).toBe(true);
      expect(ending.after, `${at}: nothing visible after the closing call`).toEqual([]);
      expect(ending.unmarked, `${at}: every closing link counted`).toEqual([]);
      await expect(page.locator('main [data-closing-call]').last(), at).toBeVisible();
    }
  }
});

test('careers closes with Send your CV, an e-mail to the resume address', async ({ page }) => {
  await page.goto('/careers/');
  const send = page.locator('[data-closing-call]').getByRole('link', { name: 'Send your CV' });
  await expect(send).toHaveAttribute('href', /^mailto:[^?]+\?subject=/);
  await expect(send).toHaveAttribute('data-analytics-via', 'send your CV');
});

test('the phone header Contact button leads to the contact page and is counted as the header route', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/about/');
  const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true });
  await expect(contact).toHaveAttribute('data-analytics-via', 'header');
  const box = (await contact.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await contact.click();
  await expect(page).toHaveURL(/\/contact\/$/);
});
