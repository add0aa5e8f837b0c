import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { readContentJson } from './content-pages';

/** The 404 page's copy, as editors wrote it (content/site/pages.json). */
const notFound = readContentJson<{ notFound: { title: string } }>('site/pages.json').notFound;

/** Sets the hash as a plain in-page link does; answers how far the page had moved in that same task. */
const followHashNow = (target: string) => {
  window.location.hash = '';
  window.location.hash = target;
  return window.scrollY;
};

/** The page's scroll position once it has not moved for ten frames; -1 while it is still moving. */
const restingScrollY = () =>
  new Promise<number>((resolve) => {
    const start = window.scrollY;
    let frames = 0;
    const step = () => {
      if (window.scrollY !== start) resolve(-1);
      else if (++frames === 10) resolve(start);
      else requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });

test('a hash in the URL scrolls smoothly to its element on load and on hash change', async ({ page }) => {
  await page.goto('/#testimonials');
  const section = page.locator('#testimonials');
  await expect(section).toBeInViewport();
  // Chromium keeps the load's fragment scroll armed until the page has finished loading and scrolls to it once
  // more then; a script's scroll does not disarm it as a visitor's does. So wait for the page to come to rest
  // at the section, and scroll back to the top until it stays there.
  await expect.poll(() => page.evaluate(restingScrollY)).toBeGreaterThan(0);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    expect(await page.evaluate(restingScrollY)).toBe(0);
  }).toPass();
  await expect(section).not.toBeInViewport();
  // Smooth: the page has not moved yet when the hash is set, and arrives after.
  expect(await page.evaluate(followHashNow, '#testimonials')).toBe(0);
  await expect(section).toBeInViewport();
});

test('with reduced motion a hash change jumps to its element at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  expect(await page.evaluate(followHashNow, '#testimonials')).toBeGreaterThan(0);
  await expect(page.locator('#testimonials')).toBeInViewport();
});

test('a page change without a hash starts at the top in one jump, not a scroll from the old position', async ({
  page,
}) => {
  await page.goto('/about/');
  await page.evaluate(async () => {
    // Bands render as they come near the viewport (content-visibility: auto), so the page's height settles
    // only once the bottom is drawn: go to the bottom until it stays put, then record.
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    let last = '';
    for (let i = 0; i < 30; i++) {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      await frame();
      const now = `${window.scrollY}/${document.documentElement.scrollHeight}`;
      if (now === last) break;
      last = now;
    }
    const positions: number[] = [];
    (window as unknown as { positions: number[] }).positions = positions;
    window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true });
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true }).click();
  await expect(page).toHaveURL(/\/careers\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // A smooth scroll passes through many positions on its way up; a jump through none (at most the one the
  // browser clamps to when the new page is shorter).
  const passed = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
  expect(new Set(passed.filter((top) => top > 0)).size).toBeLessThanOrEqual(1);
});

test('the footer Testimonials link scrolls to the home testimonials from another page', async ({ page }) => {
  await page.goto('/about/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Testimonials' }).click();
  await expect(page).toHaveURL(/\/#testimonials$/);
  await expect(page.locator('#testimonials')).toBeInViewport();
});

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  /**
   * Takes the context offline and waits until every service worker's own requests fail too. Once in CI the worker
   * answered a navigation made just after `setOffline` with the real page, as if still online (Playwright sets a
   * worker's network conditions on the worker's own debugging session, apart from the page's); here the
   * navigation waits for the worker to be offline. Chromium only: Playwright evaluates in service workers there,
   * and these tests run in Chromium.
   */
  const goOffline = async (context: BrowserContext) => {
    await context.setOffline(true);
    const workers = context.serviceWorkers();
    expect(workers.length, 'service workers running').toBeGreaterThan(0);
    const probe = () =>
      fetch(`/robots.txt?probe=${Date.now()}`, { cache: 'no-store' }).then(
        () => 'reached the network',
        () => 'offline',
      );
    await expect
      .poll(() => Promise.all(workers.map((worker) => worker.evaluate(probe))))
      .toEqual(workers.map(() => 'offline'));
  };

  test('a service worker from /sw.js is registered after load and controls the next visit', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.goto('/');
    await expect.poll(() => logs.some((line) => line.includes('Service worker registered'))).toBe(true);
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toMatch(/\/sw\.js$/);
    await page.reload();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  });

  test('a previously visited page opens offline through the service worker', async ({ page, context }) => {
    await page.goto('/about/');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.goto('/services/');
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const pages = await caches.open('pages');
          return (await pages.keys()).some((request) => request.url.endsWith('/services/'));
        }),
      )
      .toBe(true);
    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(false);
  });

  test('a page never visited shows the offline page when there is no network', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await goOffline(context);
    // Not page.goto: the offline page carries no scripts, so it never hydrates (fixtures.ts waits for that).
    const navigation = page.waitForResponse((response) => response.url().endsWith('/careers/'));
    await page.evaluate(() => window.location.assign('/careers/'));
    expect((await navigation).fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page).toHaveURL(/\/careers\/$/);
    await context.setOffline(false);
  });

  test('the offline page is not indexed and not in the sitemap; the app manifest is linked', async ({
    page,
    request,
  }) => {
    await page.goto('/offline/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const index = await (await request.get('/sitemap-index.xml')).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const sitemap of sitemaps) {
      const urls = await (await request.get(sitemap)).text();
      expect(urls).toContain('<loc>');
      expect(urls).not.toMatch(/<loc>https?:\/\/[^/<]+\/(offline|search)\/<\/loc>/);
    }
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await request.get(href!)).json()) as {
      start_url: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#427ee6' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.headers()['content-type'], icon.src).toContain('image/png');
    }
  });
});

test('an unknown path shows the 404 page with links home and to the blog', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title);
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('an unknown blog post gets the 404 page too', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title);
});

test('a failed chunk load reloads the page once, not in a loop', async ({ page }) => {
  const failChunk = () =>
    page.evaluate(() => {
      const error = new Error('Loading chunk 999 failed.\n(error: /999.js)');
      error.name = 'ChunkLoadError';
      window.dispatchEvent(
        new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: error }),
      );
    });
  // The time the current document started; 0 while a reload is replacing it.
  const documentStart = () => page.evaluate(() => performance.timeOrigin).catch(() => 0);
  await page.goto('/');
  const first = await documentStart();
  await failChunk();
  await expect.poll(documentStart).toBeGreaterThan(first);
  await page.waitForLoadState('load');
  const second = await documentStart();
  await failChunk();
  await page.waitForTimeout(1000);
  expect(await documentStart()).toBe(second);
});

test('pages work under the Content-Security-Policy the host and the page send, with no violations', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  for (const route of ['/', '/services/', '/contact/', '/blog/', '/no-such-page/', '/404/']) {
    const response = await page.goto(route);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy'], route).toContain("frame-ancestors 'none'");
    // The header's own script baseline (the build's inline-script hashes, no 'unsafe-inline'), with reporting.
    expect(headers['content-security-policy'], route).toMatch(/script-src 'self' 'sha256-[^;]*; /);
    expect(headers['content-security-policy'], route).not.toMatch(/'unsafe-(inline|eval)'/);
    expect(headers['content-security-policy'], route).toContain('report-to csp');
    expect(headers['reporting-endpoints'], route).toMatch(/^csp="\/api\/csp-report"$/);
    expect(headers['cross-origin-resource-policy'], route).toBe('same-origin');
    expect(headers['x-permitted-cross-domain-policies'], route).toBe('none');
    const pagePolicy = page.locator('head > meta[http-equiv="Content-Security-Policy"]');
    await expect(pagePolicy, route).toHaveAttribute('content', /script-src 'self' 'sha256-/);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Services' }).click();
    await expect(page.locator('#nav-panel-services')).toBeVisible();
  }
  expect(violations).toEqual([]);
});
