import { expectFormKeeps, fillEnquiry, SEND_FORM_PATH, uniqueEnquiry } from './contact-helpers';
import { site } from './blog-content';
import { expect, test, type Page } from './fixtures';

/**
 * An enquiry is never lost (product-rules §10 Send by e-mail instead): when sending fails, whatever the reason, the form
 * keeps everything and offers "Send by e-mail instead", a mailto: link with the enquiry prefilled
 * to the company address from content/site/site.json.
 */
test.use({ serviceWorkers: 'block' });

const localCheck = (page: Page) => page.getByRole('checkbox', { name: 'Local test check: not a real captcha' });
const fallback = (page: Page) => page.getByRole('link', { name: 'Send by e-mail instead' });

const failures = {
  'the network is down': (page: Page) =>
    page.route(`**${SEND_FORM_PATH}`, (route) => route.abort('internetdisconnected')),
  'the provider fails': (page: Page) =>
    page.route(`**${SEND_FORM_PATH}`, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-stand-in-status': '500' } }),
    ),
  'the provider throttles': (page: Page) =>
    page.route(`**${SEND_FORM_PATH}`, (route) => route.fulfill({ status: 429, body: 'Too Many Requests' })),
};

for (const [reason, breakSending] of Object.entries(failures)) {
  test(`when ${reason}, the enquiry stays and can be sent by e-mail`, async ({ page }) => {
    const enquiry = uniqueEnquiry('fallback');
    await breakSending(page);
    await page.goto('/contact/');
    await fillEnquiry(page, enquiry);
    await localCheck(page).check();
    await page.getByRole('button', { name: 'Send enquiry' }).click();

    await expect(page.getByRole('alert')).toContainText('Form not submitted.');
    await expectFormKeeps(page, enquiry);
    const href = await fallback(page).getAttribute('href');
    const mail = new URL(href!);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe(site.email);
    expect(mail.searchParams.get('subject')).toContain(enquiry.name);
    const body = mail.searchParams.get('body')!;
    for (const value of [enquiry.name, enquiry.mobile, enquiry.email, enquiry.country, enquiry.message]) {
      expect(body).toContain(value);
    }
  });
}

test('a successful send offers no e-mail fallback', async ({ page }) => {
  await page.goto('/contact/');
  await fillEnquiry(page, uniqueEnquiry('fallback-ok'));
  await localCheck(page).check();
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('status', { name: 'Thank you, your enquiry has been sent' })).toBeVisible();
  await expect(fallback(page)).toHaveCount(0);
});
