import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/e2e/browser';

const PORT = Number(process.env.E2E_PORT ?? 9100);
const DECAP_SERVER_PORT = Number(process.env.DECAP_SERVER_PORT ?? 8081);
/** The local GitHub the login test talks to (tests/cms/github-stand-in.mjs), one port above the backend's. */
export const GITHUB_STAND_IN_PORT = Number(process.env.GITHUB_STAND_IN_PORT ?? DECAP_SERVER_PORT + 310);
const isCI = Boolean(process.env.CI);

/**
 * The editor at /admin/ (product-rules §6 Editors), apart from the main end-to-end run: the built site served by
 * Cloudflare's runtime (wrangler pages dev) with the login's Pages Functions, Decap's local backend
 * (decap-server) over a copy of content/ in test-results/cms-repo, and a local GitHub for the login test.
 * One worker, because the tests edit the same files in order.
 */
export default defineConfig({
  testDir: 'tests/cms',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // A test that passes only on its retry fails the run, naming the test ("flaky"): a retry reports, never hides.
  failOnFlakyTests: isCI,
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-cms' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'cms', use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    {
      // The secrets the Pages project holds in production, pointed at the local GitHub.
      command: [
        'node scripts/serve.mjs',
        '--binding GITHUB_CLIENT_ID=stand-in-client',
        '--binding GITHUB_CLIENT_SECRET=stand-in-secret',
        `--binding GITHUB_OAUTH_ORIGIN=http://127.0.0.1:${GITHUB_STAND_IN_PORT}`,
      ].join(' '),
      url: `http://127.0.0.1:${PORT}/admin/`,
      env: {
        PORT: String(PORT),
        OUTBOX_FILE: 'test-results/outbox.jsonl',
        PUBLIC_DIR: process.env.PUBLIC_DIR ?? 'public',
      },
      reuseExistingServer: false,
      timeout: 90_000,
    },
    {
      command: 'node tests/cms/github-stand-in.mjs',
      url: `http://127.0.0.1:${GITHUB_STAND_IN_PORT}/test/seen`,
      env: { GITHUB_STAND_IN_PORT: String(GITHUB_STAND_IN_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node scripts/cms/test-backend.mjs',
      port: DECAP_SERVER_PORT,
      env: { DECAP_SERVER_PORT: String(DECAP_SERVER_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
