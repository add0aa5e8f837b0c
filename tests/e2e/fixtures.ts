import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test` with one change: `page.goto` also waits until React has hydrated the page
 * (Layout sets `<html data-hydrated>`), so clicks and key presses reach their handlers even when the
 * machine is busy. Server-rendered HTML is visible earlier, but not yet interactive. Tests that turn
 * JavaScript off get the plain page.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const type = response?.headers()['content-type'] ?? '';
      if (javaScriptEnabled !== false && type.includes('text/html'))
        await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      return response;
    };
    await provide(page);
  },
});

export { expect };
export type { Page, Locator, BrowserContext } from '@playwright/test';
