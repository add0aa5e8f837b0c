import { readContentJson, services } from './content-pages';
import { fillEnquiry, outboxEntries, SEND_FORM_PATH, uniqueEnquiry } from './contact-helpers';
import { expect, test, type Page } from './fixtures';

/**
 * Every visitor who wants to talk to us can (product-rules §2, §4 Enquiry form, §5, §8): numbers from any country,
 * Schedule a Call, the thank-you panel, and failures that always end in a way to reach us. On a phone and a desktop.
 * Expectations come from content/site/site.json, never from today's copy.
 */
test.use({ serviceWorkers: 'block' });

const site = readContentJson<{ email: string; phone: string; bookingUrl?: string }>('site/site.json');
const localCheck = (page: Page) => page.getByRole('checkbox', { name: 'Local test check: not a real captcha' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send enquiry' });
const thanks = (page: Page) => page.getByRole('status', { name: 'Thank you, your enquiry has been sent' });
const outcome = (page: Page) => page.getByRole('alert').filter({ hasText: 'Form not submitted' });

/** Every request that reached (or tried to reach) EmailJS's endpoint. */
function countSends(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => request.url().includes(SEND_FORM_PATH) && posts.push(request.url()));
  return posts;
}

async function send(page: Page) {
  await localCheck(page).check();
  await sendButton(page).click();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { number, picked, e164, country } of [
      { number: '+44 7700 900123', picked: undefined, e164: '+447700900123', country: 'GB' },
      { number: '07700900123', picked: 'GB', e164: '+447700900123', country: 'GB' },
      { number: '+1 (415) 555-0100', picked: undefined, e164: '+14155550100', country: 'US' },
    ]) {
      test(`${number}${picked ? ` with ${picked} picked` : ''} is accepted and sent as ${e164}`, async ({ page }) => {
        const enquiry = { ...uniqueEnquiry('abroad'), mobile: number };
        await page.goto('/contact/');
        await fillEnquiry(page, enquiry);
        if (picked) await page.getByLabel('Dialling code').selectOption(picked);
        await expect(page.getByLabel('Dialling code')).toHaveValue(country);
        await send(page);
        await expect(thanks(page)).toBeVisible();
        await expect.poll(() => outboxEntries(enquiry)).toHaveLength(1);
        const [entry] = await outboxEntries(enquiry);
        expect(entry).toMatchObject({ mobile_no: e164, mobile_country: country });
      });
    }

    test('an Indian number of 9 digits is refused with the specified message, and nothing is sent', async ({
      page,
    }) => {
      const posts = countSends(page);
      await page.goto('/contact/');
      await fillEnquiry(page, { ...uniqueEnquiry('nine'), mobile: '987654321' });
      await expect(page.getByLabel('Dialling code')).toHaveValue('IN');
      await send(page);
      await expect(page.getByText('Invalid mobile number')).toBeVisible();
      await expect(page.getByLabel('Mobile number')).toBeFocused();
      expect(posts).toEqual([]);
    });

    test('after sending, a thank-you with the next steps replaces the form; "Send another enquiry" brings it back', async ({
      page,
    }) => {
      await page.goto('/contact/');
      await fillEnquiry(page, uniqueEnquiry('thanks'));
      await send(page);
      await expect(thanks(page)).toBeFocused();
      await expect(thanks(page)).toContainText(/We reply by e-mail or phone \S/);
      await expect(page.getByRole('form', { name: 'Connect with Us' })).toBeHidden();
      await expect(thanks(page).getByRole('link', { name: /case studies/ })).toHaveAttribute('href', '/portfolio/');
      await expect(thanks(page).getByRole('link', { name: /blog/ })).toHaveAttribute('href', '/blog/');
      await page.getByRole('button', { name: 'Send another enquiry' }).click();
      await expect(thanks(page)).toHaveCount(0);
      await expect(page.getByLabel('Name')).toBeFocused();
      await expect(page.getByLabel('Name')).toHaveValue('');
    });

    test('a send that never answers ends after 30 s with the reason and the ways to reach us', async ({ page }) => {
      // The request is held and never answered, like a network that swallows it. The page's clock is Playwright's,
      // so the 30 s pass at once and exactly: nothing before them, the outcome when they are up.
      await page.clock.install();
      await page.route(`**${SEND_FORM_PATH}`, () => undefined);
      const enquiry = uniqueEnquiry('hanging');
      await page.goto('/contact/');
      await fillEnquiry(page, enquiry);
      await localCheck(page).check();
      await sendButton(page).click();
      await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      await page.clock.runFor(29_000);
      await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      await expect(outcome(page)).toHaveCount(0);
      await page.clock.runFor(1_000);
      await expect(outcome(page)).toContainText('did not answer within 30 seconds');
      const mail = new URL(
        (await outcome(page).getByRole('link', { name: 'Send by e-mail instead' }).getAttribute('href'))!,
      );
      expect(mail.pathname).toBe(site.email);
      expect(mail.searchParams.get('body')).toContain(enquiry.message);
      await expect(outcome(page).getByRole('link', { name: /\d/ })).toHaveAttribute('href', `tel:${site.phone}`);
      await expect(page.getByLabel('Name')).toHaveValue(enquiry.name);
    });

    test('after a 500, trying again really sends a second request', async ({ page }) => {
      const posts = countSends(page);
      let isFirst = true;
      await page.route(`**${SEND_FORM_PATH}`, (route) => {
        const headers = isFirst ? { ...route.request().headers(), 'x-stand-in-status': '500' } : undefined;
        isFirst = false;
        return route.continue(headers ? { headers } : undefined);
      });
      const enquiry = uniqueEnquiry('retry');
      await page.goto('/contact/');
      await fillEnquiry(page, enquiry);
      await send(page);
      await expect(outcome(page)).toContainText('Form not submitted. Please try again.');
      await expect(outcome(page)).toContainText('To try again');
      // At once, well within the 10 s limit: the failed send released it.
      await send(page);
      await expect(thanks(page)).toBeVisible();
      expect(posts).toHaveLength(2);
      await expect.poll(() => outboxEntries(enquiry)).toHaveLength(1);
    });

    test('a refused enquiry says that trying again will not help', async ({ page }) => {
      await page.route(`**${SEND_FORM_PATH}`, (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-stand-in-status': '400' } }),
      );
      await page.goto('/contact/');
      await fillEnquiry(page, uniqueEnquiry('refused'));
      await send(page);
      await expect(outcome(page)).toContainText('trying again will not help');
      await expect(outcome(page).getByRole('link', { name: 'Send by e-mail instead' })).toBeVisible();
    });

    test('a human check that never loads is reported within a few seconds, with e-mail and phone', async ({ page }) => {
      // The local check's chunk stands in for Google's script on a network that blocks it.
      await page.route(/\/contact-local-check-[0-9a-f]+\.js$/, () => undefined);
      await page.goto('/contact/');
      await page.getByLabel('Name').fill('Asha');
      const notice = page.getByRole('alert').filter({ hasText: 'The human check has not loaded' });
      await expect(notice).toBeVisible({ timeout: 10_000 });
      await expect(notice.getByRole('link', { name: 'Send by e-mail instead' })).toHaveAttribute(
        'href',
        new RegExp(`^mailto:${site.email}`),
      );
      await expect(notice.getByRole('link', { name: /\d/ })).toHaveAttribute('href', `tel:${site.phone}`);
      await expect(sendButton(page)).toBeDisabled();
    });

    test('field limits: the counter shows near 5,000 characters, longer text is refused with a message', async ({
      page,
    }) => {
      const posts = countSends(page);
      const enquiry = uniqueEnquiry('long');
      await page.goto('/contact/');
      await fillEnquiry(page, { ...enquiry, name: 'N'.repeat(101), message: 'x'.repeat(3999) });
      const message = page.getByLabel('Message (optional)');
      await expect(page.getByText(/of 5,000 characters/)).toHaveCount(0);
      await message.fill('x'.repeat(5001));
      await expect(page.getByText('5,001 of 5,000 characters')).toBeVisible();
      await send(page);
      await expect(page.getByText('Name must be at most 100 characters')).toBeVisible();
      await expect(page.getByText('Message must be at most 5,000 characters')).toBeVisible();
      await expect(message).toHaveValue('x'.repeat(5001));
      expect(posts).toEqual([]);
    });

    test('the e-mail fallback of a long message stays within 2,000 characters and says it is shortened', async ({
      page,
    }) => {
      await page.route(`**${SEND_FORM_PATH}`, (route) => route.abort('internetdisconnected'));
      const enquiry = { ...uniqueEnquiry('long-mail'), message: 'Our platform needs a review. '.repeat(170) };
      await page.goto('/contact/');
      await fillEnquiry(page, enquiry);
      await send(page);
      const link = outcome(page).getByRole('link', { name: 'Send by e-mail instead' });
      const href = (await link.getAttribute('href'))!;
      expect(href.length).toBeLessThanOrEqual(2000);
      expect(new URL(href).searchParams.get('body')).toContain('[Shortened: the full message is still in the form');
      await expect(outcome(page)).toContainText('copy the rest from the form');
    });

    test('every "Schedule a Call" leads to the booking page when one is set, otherwise to the form', async ({
      page,
    }) => {
      for (const url of ['/', ...services.slice(0, 1).map((service) => `/services/${service.slug}/`)]) {
        await page.goto(url);
        const links = page.locator('[data-analytics-event="Schedule a Call"]');
        expect(await links.count()).toBeGreaterThan(0);
        for (const link of await links.all()) {
          if (site.bookingUrl) {
            await expect(link).toHaveAttribute('href', site.bookingUrl);
            await expect(link).toHaveAttribute('target', '_blank');
          } else {
            await expect(link).toHaveAttribute('href', '/contact/');
          }
        }
      }
      if (site.bookingUrl) return;
      await page.locator('[data-analytics-event="Schedule a Call"]').first().click();
      await expect(page).toHaveURL(/\/contact\/$/);
      await expect(page.getByRole('form', { name: 'Connect with Us' })).toBeVisible();
    });
  });
}
