import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';

const HYDRATED = 'html[data-hydrated]';
/** Below the 45 s test timeout, so a page that never hydrates fails with the reason rather than a bare timeout. */
const HYDRATION_WAIT_MS = 30_000;
/** How long a page may still take to hydrate after one of its files came back with a server error. */
const AFTER_SERVER_ERROR_MS = 5_000;

/**
 * Playwright's `test` with one change: `page.goto` also waits until React has hydrated the page
 * (Layout sets `<html data-hydrated>`), so clicks and key presses reach their handlers even when the
 * machine is busy. Server-rendered HTML is visible earlier, but not yet interactive. Tests that turn
 * JavaScript off get the plain page.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const watch = watchLoading(page);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const type = response?.headers()['content-type'] ?? '';
      if (javaScriptEnabled !== false && type.includes('text/html')) await waitUntilHydrated(page, watch, url);
      return response;
    };
    await provide(page);
  },
});

/**
 * Waits for the hydration mark; fails naming what the page was still loading and what went wrong.
 *
 * A page that the local server answered with a 5xx for one of its files gets a few seconds more to
 * hydrate, and then fails the test with that server error: no reload here, because a reload would be a
 * hidden retry that Playwright's flaky count never sees (a retried test that then passes fails the CI run,
 * failOnFlakyTests). `wrangler pages dev` has answered static files with a 5xx under load
 * (https://github.com/cloudflare/workers-sdk/issues/5552): the local server's front asks wrangler once more for a
 * file that fails or stalls (scripts/lib/front.mjs, as newer wrangler versions do themselves); a second failure
 * reaches the page, and the run says so.
 */
async function waitUntilHydrated(page: Page, watch: LoadingWatch, url: string): Promise<void> {
  const serverError = watch.serverError();
  const hydrated = page.waitForSelector(HYDRATED, { state: 'attached', timeout: HYDRATION_WAIT_MS });
  const outcome = await Promise.race([
    hydrated.then(() => 'hydrated' as const),
    serverError.then(() =>
      page.waitForSelector(HYDRATED, { state: 'attached', timeout: AFTER_SERVER_ERROR_MS }).then(
        () => 'hydrated' as const,
        () => 'server error' as const,
      ),
    ),
  ]).catch(async (error: Error) => {
    throw new Error(`${url} did not hydrate within ${HYDRATION_WAIT_MS / 1000} s.\n${await watch.report()}`, {
      cause: error,
    });
  });
  // The race's loser must not fail the test later, once the test has ended.
  hydrated.catch(() => undefined);
  if (outcome === 'server error')
    throw new Error(
      `${url} did not hydrate: the local server answered one of its files with a server error.\n${await watch.report()}`,
    );
}

type LoadingWatch = ReturnType<typeof watchLoading>;

/**
 * Records what a page is still loading and what went wrong on it, for the message of a page that does not
 * hydrate or load: a script request that never completes, a failed chunk and an uncaught error look alike
 * otherwise. Also used by the editor's tests (tests/cms).
 */
export function watchLoading(page: Page) {
  const pending = new Set<Request>();
  // What went wrong in the document now shown: both start again when the page navigates.
  let problems: string[] = [];
  let hasServerError = false;
  let serverErrorSeen: (() => void) | undefined;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    problems = [];
    hasServerError = false;
  });
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    problems.push(`failed request: ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`);
  });
  page.on('response', (response) => {
    const { hostname, pathname } = new URL(response.url());
    // The site's own files; the API's failures are what some tests simulate on purpose.
    if (response.status() < 500 || hostname !== '127.0.0.1' || pathname.startsWith('/api/')) return;
    problems.push(`server error: ${response.status()} for ${response.url()}`);
    hasServerError = true;
    serverErrorSeen?.();
  });
  page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return {
    /** Settles once the local server has answered one of this document's files with a 5xx. */
    serverError: () =>
      hasServerError ? Promise.resolve() : new Promise<void>((resolve) => (serverErrorSeen = resolve)),
    async report() {
      const state = await page
        .evaluate(() => `document ${document.readyState}, ${document.scripts.length} scripts`)
        .catch((error: Error) => `the page could not be read (${error.message})`);
      const requests = [...pending].map((request) => `pending request: ${request.method()} ${request.url()}`);
      const found = [...requests, ...problems];
      return [state, ...(found.length > 0 ? found : ['nothing pending and no error recorded'])].join('\n');
    },
  };
}

export { expect };
export type { Page, Locator, BrowserContext } from '@playwright/test';

/**
 * Puts `locator`'s element in the middle of the window at once and lets the page draw two frames, so a band
 * that comes into view renders (content-visibility: auto, src/styles/below-the-fold.ts) and settles its height
 * before the caller clicks. Without it, Playwright scrolls and presses in the same frame or two: the band above
 * the target grows as it renders, the target moves between mousedown and mouseup, and the click lands on a
 * common ancestor instead of the link (the engine flows do the same, tests/engines/*-driver.ts).
 */
export async function scrollIntoViewSettled(locator: Locator): Promise<void> {
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        element.scrollIntoView({ block: 'center', behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

/**
 * Brings a section that hydrates only once the visitor nears it (src/components/ui/near-section.tsx)
 * into view, and waits until it is interactive: until then its server HTML has no handlers.
 */
export async function reachSection(section: Locator): Promise<void> {
  await scrollIntoViewSettled(section);
  await expect(section.locator('[data-near][data-ready]')).toBeAttached();
}
