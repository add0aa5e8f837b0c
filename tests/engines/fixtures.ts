import { createServer } from 'node:net';
import { test as base, expect } from '@playwright/test';
import type { Browser } from 'puppeteer-core';
import type { Engine, EngineDriver } from './driver';
import { firefoxDriver, launchFirefox } from './firefox-driver';
import { startWebKitDriver, webkitDriver, type WebKitService } from './webkit-driver';

/** A port the system says is free right now, for WebKitWebDriver (so parallel checkouts never collide). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Playwright's test runner without Playwright's browsers: each project names an engine, a worker starts
 * that engine once, and every test gets a fresh `site` (a new browser context in Firefox, a new WebDriver
 * session in WebKit) through the engine-neutral EngineDriver.
 */
export const test = base.extend<{ site: EngineDriver }, { engine: Engine; engineHost: Browser | WebKitService }>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  engineHost: [
    async ({ engine }, provide) => {
      if (engine === 'firefox') {
        const browser = await launchFirefox();
        await provide(browser);
        await browser.close();
      } else {
        const service = await startWebKitDriver(await freePort());
        await provide(service);
        await service.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  site: async ({ engine, engineHost, baseURL }, provide) => {
    const site =
      engine === 'firefox'
        ? await firefoxDriver(engineHost as Browser, baseURL!)
        : await webkitDriver(engineHost as WebKitService, baseURL!);
    await provide(site);
    await site.close();
  },
});

export { expect };
