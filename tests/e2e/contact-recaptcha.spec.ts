import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { fillEnquiry, outboxEntries, uniqueEnquiry } from './contact-helpers';
import { readContentJson } from './content-pages';

/**
 * Production wiring of the human check: a build with GATSBY_RECAPTCHA_SITE_KEY mounts Google
 * reCAPTCHA through react-google-recaptcha. Google's script is replaced by tests/e2e/recaptcha-stub.js
 * (Playwright routes; nothing reaches Google), e-mail still goes to the local stand-in.
 *
 * The default build has no site key, so this spec skips itself there; run it against a key build:
 *   GATSBY_RECAPTCHA_SITE_KEY=6LeIxAcTAAAAAJcZVRqyHh4lnTX7bPE3ytWx6o1H npm run build
 *   E2E_PORT=9100 npx playwright test tests/e2e/contact-recaptcha.spec.ts
 * (that key is Google's public test key). The same wiring is covered in every run at component
 * level by src/features/enquiry/EnquirySection.recaptcha.test.tsx.
 */
test.use({ serviceWorkers: 'block' });

const STUB = path.resolve(__dirname, 'recaptcha-stub.js');

async function openWithStub(page: Page): Promise<string[]> {
  const scriptUrls: string[] = [];
  await page.route('https://www.google.com/recaptcha/**', (route) => {
    scriptUrls.push(route.request().url());
    return route.fulfill({ path: STUB, contentType: 'text/javascript' });
  });
  await page.route(/^https:\/\/(www\.gstatic\.com|recaptcha\.google\.com|www\.recaptcha\.net)\//, (route) =>
    route.abort(),
  );
  await page.goto('/contact/');
  await page.getByLabel('Name').focus();
  const local = page.getByRole('checkbox', { name: 'Local test check: not a real captcha' });
  const stub = page.getByRole('checkbox', { name: 'Stub reCAPTCHA: I am not a robot' });
  await expect(local.or(stub)).toBeVisible();
  if (process.env.REQUIRE_KEY_BUILD) {
    // `npm run test:e2e:recaptcha` builds with a key first; there, the local check would be a failure.
    await expect(stub, 'expected a build with GATSBY_RECAPTCHA_SITE_KEY').toBeVisible();
  } else {
    test.skip(await local.isVisible(), 'This build has no GATSBY_RECAPTCHA_SITE_KEY (see the comment above)');
  }
  return scriptUrls;
}

const stubBox = (page: Page) => page.getByRole('checkbox', { name: 'Stub reCAPTCHA: I am not a robot' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send enquiry' });

test('the real widget renders explicitly with the specified defaults and its token reaches the outbox', async ({
  page,
}) => {
  const scriptUrls = await openWithStub(page);
  const url = new URL(scriptUrls[0]!);
  expect(url.pathname).toBe('/recaptcha/api.js');
  expect(url.searchParams.get('render')).toBe('explicit');
  const renders = await page.evaluate(
    () => (window as unknown as { __recaptchaStub: { renders: unknown[] } }).__recaptchaStub.renders,
  );
  expect(renders).toEqual([
    expect.objectContaining({ theme: 'light', type: 'image', size: 'normal', badge: 'bottomright', tabindex: 0 }),
  ]);
  expect((renders[0] as { sitekey: string }).sitekey).toMatch(/\S/);

  const enquiry = uniqueEnquiry('recaptcha');
  await fillEnquiry(page, enquiry);
  await expect(sendButton(page)).toBeDisabled();
  await stubBox(page).check();
  await expect(sendButton(page)).toBeEnabled();
  await page.evaluate(() => (window as unknown as { __recaptchaStub: { expire(): void } }).__recaptchaStub.expire());
  await expect(sendButton(page)).toBeDisabled();
  await stubBox(page).check();
  await sendButton(page).click();

  await expect(page.getByRole('status', { name: 'Thank you, your enquiry has been sent' })).toBeFocused();
  await page.getByRole('button', { name: 'Send another enquiry' }).click();
  await expect(stubBox(page)).not.toBeChecked();
  await expect(sendButton(page)).toBeDisabled();
  await expect.poll(() => outboxEntries(enquiry)).toHaveLength(1);
  const [entry] = await outboxEntries(enquiry);
  expect(entry?.['g-recaptcha-response']).toMatch(/^stub-token-0-/);
});

test('an errored widget says so and comes back on retry', async ({ page }) => {
  await openWithStub(page);
  await stubBox(page).check();
  await page.evaluate(() => (window as unknown as { __recaptchaStub: { fail(): void } }).__recaptchaStub.fail());
  await expect(page.getByText('The human check stopped working')).toBeVisible();
  await expect(sendButton(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Try the check again' }).click();
  await expect(stubBox(page)).toBeVisible();
  await expect(stubBox(page)).not.toBeChecked();
});

test('leaving the page after the widget rendered leaves no errors behind', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await openWithStub(page);
  await stubBox(page).check();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // Wait for the home page itself, not just its URL, before going back.
  const { testimonialsHeading } = readContentJson<{ testimonialsHeading: string }>('site/home.json');
  await expect(page.getByRole('heading', { level: 2, name: testimonialsHeading, exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/contact\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Connect with Us' })).toBeVisible();
  expect(problems).toEqual([]);
});

/** A network that blocks Google: the script is refused at once, or never answers at all; on a phone and a desktop. */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  for (const [how, block] of [
    [
      'is refused',
      (page: Page) => page.route('https://www.google.com/recaptcha/**', (route) => route.abort('blockedbyclient')),
    ],
    ['never answers', (page: Page) => page.route('https://www.google.com/recaptcha/**', () => undefined)],
  ] as const) {
    test(`at ${viewport.width} px, when Google's script ${how}, the form says so within seconds and offers e-mail and phone`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await block(page);
      await page.goto('/contact/');
      await page.getByLabel('Name').fill('Asha');
      const local = page.getByRole('checkbox', { name: 'Local test check: not a real captcha' });
      const notice = page
        .getByRole('alert')
        .filter({ hasText: /The human check (could not be loaded|has not loaded)/ });
      await expect(local.or(notice)).toBeVisible({ timeout: 10_000 });
      if (!process.env.REQUIRE_KEY_BUILD)
        test.skip(await local.isVisible(), 'This build has no GATSBY_RECAPTCHA_SITE_KEY (see the comment above)');
      await expect(notice.getByRole('link', { name: 'Send by e-mail instead' })).toHaveAttribute('href', /^mailto:/);
      await expect(notice.getByRole('link', { name: /\d/ })).toHaveAttribute('href', /^tel:\+/);
      await expect(sendButton(page)).toBeDisabled();
    });
  }
}
