import { expect, test } from './fixtures';
import { expertiseAreas, scheduleCallHref, services } from './content-pages';

/**
 * Conversion analytics is off unless configured (product-rules §7 Analytics): the default build loads no
 * analytics script and its CSP names no analytics host, while every "Schedule a call" button already
 * carries the event name the configured script would receive (unit tests: src/services/analytics).
 */
test('with analytics off, no page loads an analytics script and the CSP allows no extra host', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url());
  });
  const response = await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('script[data-domain]').count()).toBe(0);
  // Resource rules live in the page's own meta policy; the site-wide header carries structural ones and a script baseline.
  const pagePolicy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
  expect(pagePolicy).toMatch(/connect-src 'self' https:\/\/api\.emailjs\.com;/);
  expect(pagePolicy).toMatch(/script-src 'self' [^;]*'wasm-unsafe-eval';/);
  // The header's script baseline names the captcha provider's paths and no other host (no analytics).
  const headerHosts = (response?.headers()['content-security-policy'] ?? '').match(/https?:\/\/[^\s;]+/g) ?? [];
  expect(headerHosts.filter((host) => !/^https:\/\/www\.(google|gstatic)\.com\/recaptcha\/$/.test(host))).toEqual([]);
  expect(foreign).toEqual([]);
});

const pagesWithScheduleCall = [
  '/',
  ...services.slice(0, 1).map((service) => `/services/${service.slug}/`),
  ...expertiseAreas.slice(0, 1).map((area) => `/expertise/${area.slug}/`),
];

for (const route of pagesWithScheduleCall) {
  test(`every "Schedule a call" link on ${route} reports the Schedule a Call event`, async ({ page }) => {
    await page.goto(route);
    const links = page.getByRole('link', { name: /^Schedule a call$/i });
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('data-analytics-event', 'Schedule a Call');
      // The booking page when site.json sets one, otherwise the form (contact-reach.spec.ts follows the link).
      await expect(link).toHaveAttribute('href', scheduleCallHref);
    }
  });
}
