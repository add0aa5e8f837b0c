import { test as base, expect, type Page, type Request } from '@playwright/test';

/** Below the 45 s test timeout, so a page that never hydrates fails with the reason rather than a bare timeout. */
const HYDRATION_WAIT_MS = 30_000;

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
      if (javaScriptEnabled !== false && type.includes('text/html'))
        await page
          .waitForSelector('html[data-hydrated]', { state: 'attached', timeout: HYDRATION_WAIT_MS })
          .catch(async (error: Error) => {
            throw new Error(`${url} did not hydrate within ${HYDRATION_WAIT_MS / 1000} s.\n${await watch.report()}`, {
              cause: error,
            });
          });
      return response;
    };
    await provide(page);
  },
});

/**
 * Records what a page is still loading and what went wrong on it, for the message of a page that does not
 * hydrate: a script request that never completes, a failed chunk and an uncaught error look alike otherwise.
 */
function watchLoading(page: Page) {
  const pending = new Set<Request>();
  const problems: string[] = [];
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    problems.push(`failed request: ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return {
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
