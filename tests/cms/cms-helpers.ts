import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from '../../src/lib/content/front-matter';
import { expect, type Page } from '@playwright/test';
import { parsePostDate } from '../../src/lib/blog/post-date';
import { watchLoading } from '../e2e/fixtures';
import { copyContent, copyPath } from '../../scripts/cms/content-copy.mjs';

const ROOT = path.resolve(__dirname, '../..');
/** The copy of content/ the local backend edits (scripts/cms/test-backend.mjs). */
export const REPO = copyPath(ROOT);
/** Makes the copy afresh, so an ordered group that is retried starts from the same files. */
export const freshContent = () => copyContent(ROOT);

/** The editor's page, with its 5 MB script, loads in a few seconds; a load still running after this has stalled. */
const EDITOR_LOAD_MS = 30_000;
export const contentFile = (...parts: string[]) => path.join(REPO, 'content', ...parts);

/** Opens the editor and signs in to the local backend (no account: one click). */
export async function openEditor(page: Page, hash = ''): Promise<void> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    if (process.env.CMS_DEBUG && message.type() === 'error') console.log(message.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));
  (page as Page & { cspViolations?: string[] }).cspViolations = violations;
  await loadEditor(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  if (hash) await page.goto(`/admin/${hash}`);
}

/**
 * Loads /admin/. A load that stalls fails the test and prints the requests still pending: loading the page
 * again would be a hidden retry that Playwright's flaky count never sees. Twice in CI runs, `wrangler pages
 * dev` left the request for the editor's script unfinished; the local server's front now asks wrangler again
 * after 10 s of silence (scripts/lib/front.mjs), well inside this wait.
 */
async function loadEditor(page: Page): Promise<void> {
  const watch = watchLoading(page);
  await page.goto('/admin/', { timeout: EDITOR_LOAD_MS }).catch(async (error: Error) => {
    throw new Error(`/admin/ did not load within ${EDITOR_LOAD_MS / 1000} s.\n${await watch.report()}`, {
      cause: error,
    });
  });
}

/** Errors the page logged: CSP violations and uncaught exceptions (both fail a test). */
export function pageProblems(page: Page): string[] {
  return (page as Page & { cspViolations?: string[] }).cspViolations ?? [];
}

/** Opens every item of the list field labelled `label` (Decap shows list items collapsed). */
export async function expandList(page: Page, label: string): Promise<void> {
  const list = page
    .getByLabel('list field')
    .filter({ has: page.getByText(label, { exact: true }) })
    .first();
  await list.getByRole('button', { name: 'Expand' }).first().click();
}

/** Publishes the open entry (simple publish mode of the local backend) and waits for the save. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
}

/** Every post of the copy, as the build's cross-file validation reads them (the CreatePages query's fields). */
export function readPostRecords() {
  const blog = contentFile('blog');
  return readdirSync(blog, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const file = path.join(blog, entry.name, 'index.md');
      const { data, body: content } = parseFrontMatter(readFileSync(file, 'utf8'));
      return {
        file,
        folder: entry.name,
        postId: data.id as number,
        slug: data.title as string,
        authorKey: data.author as string,
        date: parsePostDate(String(data.date)) ?? '',
        relatedIds: data.related as number[],
        rawMarkdownBody: content,
      };
    });
}
