import { defineConfig } from '@playwright/test';
import type { Engine } from './tests/engines/driver';

const PORT = Number(process.env.E2E_PORT ?? 9100);
const isCI = Boolean(process.env.CI);

/**
 * The cross-engine pass (docs/architecture.md "Engines"): the flows of tests/engines in Firefox ESR and
 * WebKitGTK, Debian's packages driven by their own protocols, against the build already in public/.
 * Playwright is only the test runner here. One worker: the engines run one after the other, so the pass
 * stays within its time budget on two cores without competing with itself.
 */
export default defineConfig<object, { engine: Engine }>({
  testDir: 'tests/engines',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // A test that passes only on its retry fails the run, naming the test ("flaky"): a retry reports, never hides.
  failOnFlakyTests: isCI,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${PORT}` },
  projects: [
    { name: 'firefox', use: { engine: 'firefox' } },
    { name: 'webkit', use: { engine: 'webkit' } },
  ],
  // The project's own serve command, whatever serves it (its interface: PORT, OUTBOX_FILE).
  webServer: {
    command: 'npm run serve',
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT), OUTBOX_FILE: 'test-results/engines-outbox.jsonl' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
