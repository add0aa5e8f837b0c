import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as plain, type Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { builtPages } from '../../scripts/quality/built-pages.mjs';

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
    if (/__hostile|evil\.example|ha\.ckers|xss\.rocks|jsdelivr/.test(request.url())) requests.push(request.url());
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
  if (url !== `/blog/${post}/`) await expect(body).toContainText('Corpus sample 1.');
  // Give a refresh, an image error or a lazy frame time to happen.
  await page.waitForTimeout(1500);
  const found = await page.evaluate((selector) => {
    const scope = document.querySelector(selector)!;
    return {
      hostile: (window as unknown as { __hostile?: unknown }).__hostile ?? null,
      // The build's own scripts planted in the page (scripts/quality/hostile-content.mjs) read no hostile data.
      pagePath: (window as unknown as { pagePath?: string }).pagePath ?? null,
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
    pagePath: url,
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

/** Third-party hosts the site's pages may ask for (src/lib/headers/security-headers.ts, the contact page's map). */
const KNOWN_HOSTS = /^(127\.0\.0\.1|www\.google\.com|www\.gstatic\.com|recaptcha\.google\.com|api\.emailjs\.com)$/;

plain(
  'every built page loads with nothing run, fetched from elsewhere, navigated or handled inline',
  async ({ page }) => {
    plain.setTimeout(240_000);
    const problems: string[] = [];
    let route = '';
    page.on('dialog', (dialog) => {
      problems.push(`${route}: a dialog opened: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        !['http:', 'https:', 'data:', 'blob:'].includes(url.protocol) ||
        (url.hostname && !KNOWN_HOSTS.test(url.hostname))
      )
        problems.push(`${route}: a request to ${request.url()}`);
      if (/__hostile/.test(url.pathname)) problems.push(`${route}: a request to ${request.url()}`);
    });
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const at = new URL(frame.url()).pathname;
      if (route && at !== route && !(route.endsWith('.html') && at === route.replace(/\.html$/, '')))
        problems.push(`${route}: navigated to ${frame.url()}`);
    });
    await page.exposeFunction('reportViolation', (text: string) => problems.push(`${route}: CSP violation ${text}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${event.effectiveDirective} ${event.blockedURI}`,
        ),
      );
    });
    const pages = (builtPages(path.resolve(__dirname, '../../public')) as Array<{ route: string }>).filter(
      (entry) => !entry.route.startsWith('/404') && entry.route !== '/offline-fallback.html',
    );
    expect(pages.length).toBeGreaterThan(20);
    for (const entry of pages) {
      route = entry.route;
      await page.goto(route, { waitUntil: 'load' });
      await page.waitForTimeout(150);
      const handlers = await page.evaluate(() =>
        [...document.querySelectorAll('*')].flatMap((element) =>
          [...element.attributes]
            .filter((attribute) => /^on/i.test(attribute.name))
            .map((attribute) => `<${element.localName} ${attribute.name}>`),
        ),
      );
      problems.push(...handlers.map((handler) => `${route}: ${handler}`));
      route = '';
    }
    expect(problems).toEqual([]);
  },
);
