import { expect, type BrowserContext, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GITHUB_STAND_IN_PORT } from '../../playwright.cms.config';
import { readContent } from '../../tests/content/content-dir';

/**
 * The editors' production login (docs/operations.md, "GitHub login"): the built /admin/ logs in through the
 * site's own Pages Functions (functions/api/auth.ts, callback.ts) running in wrangler, against a local GitHub
 * (tests/cms/github-stand-in.mjs). The popup, Decap's message protocol and the editor's CSP are all real.
 */
const STAND_IN = `http://127.0.0.1:${GITHUB_STAND_IN_PORT}`;
const REPO = 'staropstech/website';

/**
 * The built config names production hosts; the test keeps what it builds and points only the two
 * addresses at this machine: the login's origin (the local server) and the repository the stand-in knows.
 */
async function productionLoginSetup(context: BrowserContext, page: Page, baseURL: string, editorOrigin?: string) {
  if (editorOrigin) {
    // The editor served at another address: every request to it is answered by the local build.
    await context.route(`${editorOrigin}/**`, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `${new URL(baseURL).origin}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    });
  }
  await context.route('**/admin/config.yml', async (route) => {
    // From the local build, whatever address the editor is opened at.
    const response = await route.fetch({ url: `${new URL(baseURL).origin}/admin/config.yml` });
    const config = JSON.parse(await response.text());
    expect(config.backend).toMatchObject({ name: 'github', auth_endpoint: 'api/auth' });
    expect(config.backend.base_url).toMatch(/^https:\/\/[^/]+$/);
    delete config.local_backend;
    config.backend.base_url = new URL(baseURL).origin;
    config.backend.repo = REPO;
    await route.fulfill({ response, body: JSON.stringify(config) });
  });
  // Decap's REST calls keep their https://api.github.com URLs (so the editor's CSP is the one enforced) and
  // are answered by the stand-in.
  await context.route('https://api.github.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${STAND_IN}/api${url.pathname}${url.search}` });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  if (process.env.CMS_DEBUG) {
    page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 300)));
    context.on('request', (r) => console.log('REQ', r.method(), r.url().slice(0, 150)));
    context.on('response', (r) => console.log('RES', r.status(), r.url().slice(0, 150)));
  }
  await page.goto(editorOrigin ? `${editorOrigin}/admin/` : '/admin/');
  return problems;
}

async function startLogin(page: Page) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: /Login with GitHub/i }).click(),
  ]);
  await expect(popup.getByRole('heading', { name: 'Authorize StarOps editor' })).toBeVisible();
  return popup;
}

test('an editor logs in with GitHub through the site’s own functions and sees the collections', async ({
  context,
  page,
  baseURL,
}) => {
  const problems = await productionLoginSetup(context, page, baseURL!);
  const popup = await startLogin(page);
  await expect(popup.locator('#scope')).toHaveText('repo');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('link', { name: 'Authorize', exact: true }).click();
  await closed;
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible({ timeout: 30_000 });
  for (const name of ['Blog posts', 'Careers']) {
    await expect(page.getByRole('link', { name: new RegExp(name, 'i') }).first()).toBeVisible();
  }
  const seen = await (await fetch(`${STAND_IN}/test/seen`)).json();
  expect(seen.scopes.every((scope: string) => scope === 'repo')).toBe(true);
  expect(problems).toEqual([]);
});

test('a login the editor cancels on GitHub ends in a message in the editor, not a hang', async ({
  context,
  page,
  baseURL,
}) => {
  await productionLoginSetup(context, page, baseURL!);
  const popup = await startLogin(page);
  await popup.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByText(/denied your application access/)).toBeVisible();
});

test('an expired code ends in a message in the editor', async ({ context, page, baseURL }) => {
  await productionLoginSetup(context, page, baseURL!);
  const popup = await startLogin(page);
  await popup.getByRole('link', { name: 'Authorize with an expired code' }).click();
  await expect(page.getByText(/incorrect or expired/)).toBeVisible();
});

test('a callback whose state was not issued to this window is refused in words', async ({ page }) => {
  const response = await page.goto('/api/callback?code=good-code&state=forged');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('status')).toContainText('not started from this window');
});

/** The production site's host (site/site.json) and the Pages project (wrangler.toml), as deployed. */
const siteHost = new URL(readContent<{ url: string }>('site/site.json').url).host.replace(/^www\./, '');
const project = /^name = "([^"]+)"/m.exec(readFileSync(path.resolve(__dirname, '../../wrangler.toml'), 'utf8'))![1]!;

/** Editors at these addresses get no token: previews run unreviewed code; the others are not the site. */
const REFUSED_EDITORS = [
  ['a pull request preview', `https://pr-7.${project}.pages.dev`],
  ['a look-alike host', `https://www.${siteHost}.pages-preview.net`],
  ['a sibling subdomain', `https://preview.${siteHost}`],
] as const;

for (const [name, origin] of REFUSED_EDITORS) {
  test(`an editor at ${name} gets a refusal in words and never the token`, async ({ context, page, baseURL }) => {
    const githubCalls: string[] = [];
    context.on('request', (request) => {
      if (/api\.github\.com/.test(request.url())) githubCalls.push(request.url());
    });
    await productionLoginSetup(context, page, baseURL!, origin);
    const popup = await startLogin(page);
    await popup.getByRole('link', { name: 'Authorize', exact: true }).click();
    await expect(page.getByText(`${origin} is not one of its addresses`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Collections' })).toHaveCount(0);
    // Decap would call GitHub's API with the token at once; it has none.
    expect(githubCalls).toEqual([]);
  });
}
