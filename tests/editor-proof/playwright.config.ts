import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import base from '../../playwright.config';

/** The specs that read content (EDITOR_PROOF_SPECS, chosen by scripts/quality/content-readers.mjs), by file name. */
const contentSpecs = (process.env.EDITOR_PROOF_SPECS ?? '')
  .split(' ')
  .filter(Boolean)
  .map((file) => path.basename(file));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The editor proof's browser pass (scripts/quality/editor-proof.mjs), one per round, on that round's build: the main
 * setup (its retry and failOnFlakyTests in CI included), with this folder's checks of the round's own changes,
 * and either every end-to-end spec ('all') or those that read content ('content').
 */
export default defineConfig({
  ...base,
  testDir: '.',
  reporter: [['list']],
  projects: [
    { name: 'editor-changes', testDir: '.', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'all', testDir: '../e2e', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'content',
      testDir: '../e2e',
      // No spec chosen matches nothing (a run that selects no spec then fails: "No tests found").
      testMatch: new RegExp(`/(${contentSpecs.map(escape).join('|') || '$^'})$`),
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: { ...(base.webServer as object), cwd: path.resolve(__dirname, '../..') } as typeof base.webServer,
});
