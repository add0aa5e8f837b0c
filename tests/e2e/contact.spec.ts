import { expect, test, type Page } from './fixtures';
import { readContentJson } from './content-pages';
import {
  expectFormKeeps,
  fillEnquiry,
  LAZY_CONTACT_REQUEST,
  outboxEntries,
  SEND_FORM_PATH,
  uniqueEnquiry,
} from './contact-helpers';

/**
 * Contact enquiries end to end (product-rules §4 Enquiry form, §5) against the local build: the local check instead of
 * reCAPTCHA, and the local EmailJS stand-in that scripts/serve.mjs runs beside the site.
 */
test.use({ serviceWorkers: 'block' });

/** Strings found only in the EmailJS SDK and in the reCAPTCHA loader. */
const EMAILJS_MARKER = 'lib_version';
const RECAPTCHA_MARKER = 'recaptcha/api.js';

const localCheck = (page: Page) => page.getByRole('checkbox', { name: 'Local test check: not a real captcha' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send enquiry' });
const status = (page: Page) => page.getByRole('alert').filter({ hasText: /Form (not )?submitted/ });
const thanks = (page: Page) => page.getByRole('status', { name: 'Thank you, your enquiry has been sent' });

test('a valid enquiry reaches the outbox with every field, then a thank-you replaces the form', async ({ page }) => {
  const enquiry = uniqueEnquiry('valid');
  await page.goto('/contact/');
  await expect(page.getByRole('heading', { level: 2, name: 'Connect with Us' })).toBeVisible();
  await fillEnquiry(page, enquiry);
  await expect(sendButton(page)).toBeDisabled();
  await localCheck(page).check();
  await sendButton(page).click();

  await expect(thanks(page)).toBeFocused();
  await expect(page.getByRole('form', { name: 'Connect with Us' })).toBeHidden();
  await page.getByRole('button', { name: 'Send another enquiry' }).click();
  await expect(page.getByLabel('Name')).toBeFocused();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByLabel('Message (optional)')).toHaveValue('');
  await expect(localCheck(page)).not.toBeChecked();
  await expect(sendButton(page)).toBeDisabled();

  await expect.poll(() => outboxEntries(enquiry)).toHaveLength(1);
  const [entry] = await outboxEntries(enquiry);
  expect(entry).toMatchObject({
    name: enquiry.name,
    mobile_no: `+91${enquiry.mobile}`,
    mobile_country: 'IN',
    email: enquiry.email,
    country: enquiry.country,
    message: enquiry.message,
    service_id: 'local_service',
    template_id: 'local_template',
    user_id: 'local_public_key',
    lib_version: '4.4.1',
  });
  expect(entry?.['g-recaptcha-response']).toMatch(/^local-check-/);
});

test('shows the specified messages, focuses the first invalid field and sends nothing', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => request.url().includes(SEND_FORM_PATH) && posts.push(request.url()));
  await page.goto('/contact/');
  await page.getByLabel('Mobile number').fill('98765 4321');
  await page.getByLabel('Email').fill('someone@example');
  await localCheck(page).check();
  await sendButton(page).click();

  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Invalid mobile number')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);
});

test('a failing endpoint keeps everything typed and says the form was not submitted', async ({ page }) => {
  const enquiry = uniqueEnquiry('failing');
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  // The stand-in answers with the status named in this header (scripts/emailjs-stand-in.mjs).
  await page.route(`**${SEND_FORM_PATH}`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-stand-in-status': '500' } }),
  );
  await page.goto('/contact/');
  await fillEnquiry(page, enquiry);
  await localCheck(page).check();
  await sendButton(page).click();

  // The alert also offers "Send by e-mail instead" (contact-fallback.spec.ts).
  await expect(status(page)).toContainText('Form not submitted. Please try again.');
  await expectFormKeeps(page, enquiry);
  expect(errors.some((text) => text.includes('status 500, Internal Server Error'))).toBe(true);
  expect(await outboxEntries(enquiry)).toEqual([]);
});

test('a network failure is reported as one, with the data kept', async ({ page }) => {
  const enquiry = uniqueEnquiry('offline');
  await page.route(`**${SEND_FORM_PATH}`, (route) => route.abort('internetdisconnected'));
  await page.goto('/contact/');
  await fillEnquiry(page, enquiry);
  await localCheck(page).check();
  await sendButton(page).click();

  await expect(status(page)).toContainText('Form not submitted. Please try again.');
  await expect(status(page)).toContainText('Check your internet connection');
  await expectFormKeeps(page, enquiry);
});

test('a second send within 10 s is refused by limitRate in the browser, with the wait message', async ({ page }) => {
  const first = uniqueEnquiry('first');
  const second = uniqueEnquiry('second');
  const posts: string[] = [];
  page.on('request', (request) => request.url().includes(SEND_FORM_PATH) && posts.push(request.url()));
  await page.goto('/contact/');
  await fillEnquiry(page, first);
  await localCheck(page).check();
  await sendButton(page).click();
  await expect(thanks(page)).toBeVisible();
  await page.getByRole('button', { name: 'Send another enquiry' }).click();

  await fillEnquiry(page, second);
  await localCheck(page).check();
  await sendButton(page).click();
  await expect(status(page)).toContainText('Form not submitted. Please try again.');
  await expect(status(page)).toContainText('one enquiry every 10 seconds');
  await expectFormKeeps(page, second);
  expect(posts).toHaveLength(1);
  await expect.poll(() => outboxEntries(first)).toHaveLength(1);
  expect(await outboxEntries(second)).toEqual([]);
});

test('no captcha or EmailJS code loads with /contact until the form is used, and none on other pages', async ({
  page,
}) => {
  const lazy: string[] = [];
  const scripts: Array<Promise<string>> = [];
  page.on('request', (request) => LAZY_CONTACT_REQUEST.test(request.url()) && lazy.push(request.url()));
  // Also look inside every script, so EmailJS or reCAPTCHA bundled into a page chunk is caught too.
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  for (const path of ['/', '/services/', '/expertise/', '/contact/']) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  expect(lazy).toEqual([]);
  const firstPaint = await Promise.all(scripts);
  expect(firstPaint.length).toBeGreaterThan(0);
  expect(firstPaint.filter((code) => code.includes(EMAILJS_MARKER) || code.includes(RECAPTCHA_MARKER))).toEqual([]);

  await page.getByLabel('Name').focus();
  await expect(localCheck(page)).toBeVisible();
  await expect
    .poll(() => lazy.map((url) => new URL(url).pathname.replace(/-[0-9a-f]+\.js$/, '')))
    .toEqual(expect.arrayContaining(['/contact-local-check', '/contact-emailjs']));
  await expect.poll(async () => (await Promise.all(scripts)).some((code) => code.includes(EMAILJS_MARKER))).toBe(true);
});

/** The form's fields and validation: a chunk of their own, fetched when the form comes near (docs/contact-form.md "Loading"). */
const FORM_CHUNK = /\/enquiry-form-[0-9a-f]+\.js/;

test('the home page carries the form in its HTML and loads its code only as the visitor nears it', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => FORM_CHUNK.test(request.url()) && chunks.push(request.url()));
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('form', { name: 'Connect with Us' })).toBeAttached();
  await expect(page.getByLabel('Mobile number')).toBeAttached();
  await expect(page.getByText('Loading the enquiry form…')).toHaveCount(0);
  expect(chunks).toEqual([]);

  await page.getByRole('heading', { level: 2, name: 'Connect with Us' }).scrollIntoViewIfNeeded();
  await expect.poll(() => chunks.length).toBe(1);
  await page.getByLabel('Mobile number').fill('12345');
  await localCheck(page).check();
  await sendButton(page).click();
  await expect(page.getByText('Invalid mobile number')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
});

test('typing into the home page form right away works, before its code has arrived', async ({ page }) => {
  const enquiry = uniqueEnquiry('home-early');
  await page.goto('/', { waitUntil: 'networkidle' });
  // Focus alone starts loading the code, so no scrolling is needed; what is typed meanwhile is kept.
  await fillEnquiry(page, enquiry);
  await localCheck(page).check();
  await sendButton(page).click();
  await expect(thanks(page)).toBeVisible();
  await expect.poll(() => outboxEntries(enquiry)).toHaveLength(1);
});

for (const { what, mobile, picked, hint, e164, country } of [
  {
    what: 'a country picked',
    mobile: '07700 900123',
    picked: 'GB',
    hint: /starting \+44/,
    e164: '+447700900123',
    country: 'GB',
  },
  {
    what: 'a number typed with +',
    mobile: '+1 (415) 555-0100',
    picked: undefined,
    hint: /starting \+1/,
    e164: '+14155550100',
    country: 'US',
  },
]) {
  test(`${what} before the form’s code has arrived is kept and sent with the right country`, async ({ page }) => {
    const enquiry = { ...uniqueEnquiry('early-country'), mobile };
    // The form's code waits until the visitor has filled the form.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(FORM_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact/', { waitUntil: 'domcontentloaded' });
    if (picked) await page.getByLabel('Dialling code').selectOption(picked);
    await fillEnquiry(page, enquiry);
    const arrived = page.waitForResponse(FORM_CHUNK);
    release();
    await arrived;
    await expect(page.getByText(hint)).toBeVisible();
    await expect(page.getByLabel('Dialling code')).toHaveValue(country);
    await localCheck(page).check();
    await sendButton(page).click();
    await expect(thanks(page)).toBeVisible();
    await expect.poll(() => outboxEntries(enquiry)).toHaveLength(1);
    expect((await outboxEntries(enquiry))[0]).toMatchObject({ mobile_no: e164, mobile_country: country });
  });
}

test('a link to #contact on the home page loads the form at once', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => FORM_CHUNK.test(request.url()) && chunks.push(request.url()));
  await page.goto('/#contact');
  await expect.poll(() => chunks.length).toBe(1);
});

test('scrolling towards the form on a small screen loads the check', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact/', { waitUntil: 'networkidle' });
  await expect(localCheck(page)).toHaveCount(0);
  await page.getByLabel('Message (optional)').scrollIntoViewIfNeeded();
  await expect(localCheck(page)).toBeVisible();
});

test('leaving the page with a loaded form leaves no errors behind', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/contact/');
  await page.getByLabel('Name').fill('Asha');
  await localCheck(page).check();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForTimeout(500);
  expect(problems).toEqual([]);
});

test('the contact tiles call, map and e-mail the company', async ({ page }) => {
  await page.goto('/contact/');
  const main = page.getByRole('main');
  const site = readContentJson<{
    phone: string;
    phoneDisplay: string;
    email: string;
    mapLabel: string;
    mapLink: string;
  }>('site/site.json');
  const contact = readContentJson<{ sellingPoints: Array<{ title: string }> }>('site/contact.json');
  await expect(main.getByRole('link', { name: site.phoneDisplay })).toHaveAttribute('href', `tel:${site.phone}`);
  const map = main.getByRole('link', { name: new RegExp(`^${site.mapLabel}`) });
  await expect(map).toHaveAttribute('href', site.mapLink);
  await expect(main.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(page.getByRole('complementary').getByRole('listitem')).toHaveText(
    contact.sellingPoints.map((point) => new RegExp(point.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
  );
});

test.describe('the local EmailJS stand-in checks ids like the real service', () => {
  const valid = {
    name: 'Stand-in check',
    email: 'stand-in@example.in',
    service_id: 'local_service',
    template_id: 'local_template',
    user_id: 'local_public_key',
    lib_version: '4.4.1',
    'g-recaptcha-response': 'token',
  };
  const cases: Array<[string, Record<string, string>, string]> = [
    ['an unknown public key', { user_id: 'nope' }, 'The Public Key is invalid.'],
    ['an unknown service', { service_id: 'nope' }, 'The service ID not found.'],
    ['an unknown template', { template_id: 'nope' }, 'The template ID not found.'],
    ['no user_id', { user_id: '' }, 'The user_id parameter is required'],
    ['no reCAPTCHA token', { 'g-recaptcha-response': '' }, 'reCAPTCHA: The g-recaptcha-response parameter not found'],
  ];
  for (const [label, change, text] of cases) {
    test(`answers 400 for ${label}`, async ({ request }) => {
      const response = await request.post(SEND_FORM_PATH, { multipart: { ...valid, ...change } });
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain(text);
    });
  }
});
