import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { readProblems, recordProblems, type EngineDriver, type KeyName } from './driver';

/** Debian's Firefox ESR (scripts/ensure-engines.mjs installs it); never a downloaded browser. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** One headless Firefox per test worker, driven over WebDriver BiDi; each page gets its own browser context. */
export async function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: {
      // No update checks, telemetry or first-run pages: nothing leaves this machine.
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
    },
  });
}

export async function firefoxDriver(browser: Browser, baseURL: string): Promise<EngineDriver> {
  const context = await browser.createBrowserContext();
  const page: Page = await context.newPage();
  let problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught error: ${String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  await page.evaluateOnNewDocument(recordProblems);

  /**
   * Puts the target in the middle of the window at once and lets the page draw two frames before Puppeteer
   * picks the point to click: a band coming into view renders then (content-visibility: auto) and may change
   * height, and a click aimed before that lands beside the target.
   */
  const inView = (selector: string) =>
    page.$eval(
      selector,
      (element) =>
        new Promise<void>((resolve) => {
          element.scrollIntoView({ block: 'center', behavior: 'instant' });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
    );
  const hydrated = async () => {
    await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
  };
  return {
    engine: 'firefox',
    async open(path) {
      problems = [];
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' });
      await hydrated();
    },
    async reload() {
      problems = [];
      await page.reload({ waitUntil: 'load' });
      await hydrated();
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height });
      return page.evaluate(() => innerWidth);
    },
    // Arguments are plain JSON values, which puppeteer passes through unchanged: its handle-aware typing does not apply.
    evaluate: (fn, ...args) => page.evaluate(fn as (...values: unknown[]) => unknown, ...args) as never,
    async click(selector) {
      await inView(selector);
      await page.click(selector);
    },
    async press(key: KeyName) {
      await page.keyboard.press(key);
    },
    async type(selector, text) {
      await inView(selector);
      await page.click(selector);
      await page.keyboard.type(text);
    },
    async problems() {
      const reported = problems;
      problems = [];
      return [...reported, ...(await page.evaluate(readProblems))];
    },
    async close() {
      await context.close();
    },
  };
}
