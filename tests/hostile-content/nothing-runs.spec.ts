import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';

/** Set by scripts/quality/hostile-content.mjs: the post and legal page that carry every attack, let through as text. */
const post = process.env.HOSTILE_POST;
const legal = process.env.HOSTILE_LEGAL?.replace(/\.md$/, '');
if (!post || !legal) throw new Error('Run through scripts/quality/hostile-content.mjs, which sets HOSTILE_POST');

/** What the attacks would do if they ran: set window.__hostile, request /__hostile/…, navigate, hide the page. */
async function watch(page: Page) {
  const requests: string[] = [];
  const violations: string[] = [];
  const dialogs: string[] = [];
  page.on('request', (request) => {
    if (/__hostile|evil\.example/.test(request.url())) requests.push(request.url());
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.effectiveDirective} ${event.blockedURI}`,
      ),
    );
  });
  return { requests, violations, dialogs };
}

/** The attacks' elements and attributes must not exist in the document; their text must be readable instead. */
async function expectInert(page: Page, url: string, region: string) {
  const seen = await watch(page);
  await page.goto(url);
  const body = page.locator(region);
  await expect(body).toContainText('<script>window.__hostile');
  await expect(body).toContainText('<iframe src="/__hostile/frame">');
  // Give a refresh, an image error or a lazy frame time to happen.
  await page.waitForTimeout(1500);
  const found = await page.evaluate((selector) => {
    const scope = document.querySelector(selector)!;
    return {
      hostile: (window as unknown as { __hostile?: unknown }).__hostile ?? null,
      elements: [...scope.querySelectorAll('script, iframe, form, style, meta, base, object, embed, svg script')].map(
        (element) => element.outerHTML.slice(0, 80),
      ),
      handlers: [...scope.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((a) => a.name),
      ),
      addresses: [...scope.querySelectorAll('[href], [src]')]
        .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '')
        .filter((address) => /^\s*(javascript|data|vbscript):/i.test(address)),
      bases: document.querySelectorAll('base').length,
      refreshes: document.querySelectorAll('meta[http-equiv="refresh" i]').length,
      bodyVisible: getComputedStyle(document.body).display !== 'none',
    };
  }, region);
  expect(found).toEqual({
    hostile: null,
    elements: [],
    handlers: [],
    addresses: [],
    bases: 0,
    refreshes: 0,
    bodyVisible: true,
  });
  expect(new URL(page.url()).pathname).toBe(url);
  expect(seen).toEqual({ requests: [], violations: [], dialogs: [] });
}

test('the hostile post shows every attack as text and runs none of it', async ({ page }) => {
  await expectInert(page, `/blog/${post}/`, '.post-body');
});

test('the hostile legal page shows every attack as text and runs none of it', async ({ page }) => {
  await expectInert(page, `/${legal}/`, 'main');
});

test('the feeds carry the attacks as text only', () => {
  for (const feed of ['rss.xml', 'atom.xml']) {
    const xml = readFileSync(path.resolve(__dirname, '../../public', feed), 'utf8');
    expect(xml).toContain('Hostile content proof');
    // Inside CDATA (RSS) the HTML is literal; in Atom it is escaped once more. Either way, no live tag.
    const html = feed === 'atom.xml' ? xml.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&') : xml;
    expect(html).not.toMatch(/<(script|iframe|form|style|base)\b/i);
    expect(html).not.toMatch(/<meta http-equiv/i);
    expect(html).not.toMatch(/<[a-z][^>]*\son(error|load)=/i);
  }
});
