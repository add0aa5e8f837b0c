import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/** The hostile-content proof's browser pass (scripts/quality/hostile-content.mjs): the main setup, these specs only. */
export default defineConfig({
  ...base,
  testDir: '.',
  retries: 0,
  reporter: [['list']],
  webServer: { ...(base.webServer as object), cwd: path.resolve(__dirname, '../..') } as typeof base.webServer,
});
