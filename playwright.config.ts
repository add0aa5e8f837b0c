import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/e2e/browser';

const PORT = Number(process.env.E2E_PORT ?? 9100);
const isCI = Boolean(process.env.CI);

/**
 * End-to-end tests against the production build, served as Cloudflare Pages serves it: `wrangler pages dev`
 * (scripts/serve.mjs), with the local EmailJS stand-in beside it (conventions §8).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // A test that passes only on its retry fails the run, naming the test ("flaky"): a retry reports, never hides.
  failOnFlakyTests: isCI,
  workers: 2,
  timeout: 45_000,
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // Route interception and fresh page loads need the service worker out of the way; its own tests allow it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', testIgnore: 'smoke.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The content check's pass alone (npm run test:content): changed pages (SMOKE_ROUTES) and the core flows.
    { name: 'smoke', testMatch: 'smoke.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Screenshots guard the look against the baselines in tests/visual/screenshots/ (docs/conventions.md
    // § "Screenshots"); one set for every machine, so the name carries no platform.
    {
      name: 'visual',
      testDir: 'tests/visual',
      snapshotPathTemplate: 'tests/visual/screenshots/{arg}{ext}',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      expect: {
        toHaveScreenshot: {
          // Font rasterising differs a little between machines and Chromium builds: a pixel counts as changed
          // past Playwright's usual colour distance, and a page may differ in up to 2% of its pixels.
          threshold: 0.2,
          maxDiffPixelRatio: 0.02,
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
        },
      },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs`,
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT), OUTBOX_FILE: 'test-results/outbox.jsonl' },
    reuseExistingServer: false,
    timeout: 90_000,
  },
});
