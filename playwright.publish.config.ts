import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/e2e/browser';

const isCI = Boolean(process.env.CI);

/**
 * The publish rehearsal (npm run test:publish; docs/operations.md "The publish loop, rehearsed"): the editor's
 * story from draft to live, the calendar and the bad paths, against the stand-ins the spec starts itself
 * (scripts/publish-rehearsal). One worker, the tests in order: they share one repository and one clock.
 */
export default defineConfig({
  testDir: 'tests/publish',
  fullyParallel: false,
  forbidOnly: isCI,
  // The story is one run of minutes; a retry would repeat every build.
  retries: 0,
  workers: 1,
  // A cold build on a loaded 2-core machine took 15 minutes in one rehearsal; a test is one or more workflow runs.
  timeout: 40 * 60_000,
  expect: { timeout: 20_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-publish' }]] : [['list']],
  use: {
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'publish',
      use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1440, height: 900 } },
    },
  ],
});
