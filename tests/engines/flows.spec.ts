import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { searchJobs, DEFAULT_LOCATION_LABEL } from '../../src/lib/careers/job-search';
import { MIN_TOC_SECTIONS } from '../../src/lib/blog/table-of-contents';
import { posts } from '../e2e/blog-content';
import { contentDir, openJobs, readContentJson, services } from '../e2e/content-pages';
import { uniqueEnquiry, type EnquiryInput } from '../e2e/contact-helpers';
import { allRoutes } from '../e2e/routes';
import type { EngineDriver } from './driver';
import { expect, test } from './fixtures';

/**
 * The core flows, written once against EngineDriver and run in every engine of playwright.engines.config.ts
 * (docs/architecture.md "Engines"). Content comes from the content files, as in the Chromium suite, so
 * editors can change it freely. A new flow added here runs in Firefox and WebKit alike.
 */

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Waits until `fn` (run in the page) returns `expected`; the same polling in every engine. */
const until = <T, A extends unknown[]>(
  site: EngineDriver,
  fn: (...args: A) => T | Promise<T>,
  expected: T,
  ...args: A
): Promise<void> =>
  expect
    .poll(() => site.evaluate(fn, ...args), { message: fn.toString().slice(0, 200), timeout: 15_000 })
    .toEqual(expected);

/** Runs in the page: whether the focused element shows a focus ring (an outline that is drawn). */
function focusRing(): { id: string; ring: boolean } {
  const element = document.activeElement as HTMLElement | null;
  const style = element ? getComputedStyle(element) : null;
  return {
    id: element?.id || element?.textContent?.trim().slice(0, 40) || '',
    ring: Boolean(style && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0),
  };
}

test.afterEach(async ({ site }) => {
  // Every flow, whatever it did, leaves no error, CSP violation or console error behind.
  expect(await site.problems()).toEqual([]);
});

test('every route loads with no error, CSP violation or console error, at phone and desktop width', async ({
  site,
}) => {
  test.setTimeout(30_000 + allRoutes.length * 6_000);
  const check = async (route: string, width: number) => {
    const state = await site.evaluate(() => ({
      h1: document.querySelector('main h1')?.textContent?.trim() ?? '',
      // The site's stylesheet applied: the body has the theme's font, not the browser default.
      styled: getComputedStyle(document.body).fontFamily.includes('Inter'),
    }));
    expect(state.h1, `${route} at ${width}px: its heading`).not.toBe('');
    expect(state.styled, `${route} at ${width}px: styled`).toBe(true);
    expect(await site.problems(), `${route} at ${width}px`).toEqual([]);
  };
  // Each route loads once at one width and is then resized to the other (alternating which comes first), so
  // every route runs both layouts' code and loads at each width across the routes, in half the page loads.
  for (const [index, route] of allRoutes.entries()) {
    const [first, second] = index % 2 === 0 ? [PHONE, WIDE] : [WIDE, PHONE];
    const width = await site.setViewport(first.width, first.height);
    await site.open(route);
    await check(route, width);
    await check(route, await site.setViewport(second.width, second.height));
  }
});

test('the mobile menu opens, shows its links and closes after choosing one', async ({ site }) => {
  const width = await site.setViewport(PHONE.width, PHONE.height);
  expect(width, 'a phone-sized viewport').toBeLessThan(768);
  await site.open('/');
  const menuShown = () => getComputedStyle(document.getElementById('site-menu')!).display !== 'none';
  await until(site, menuShown, false);
  await site.click('button[aria-label="Menu"]');
  await until(site, () => document.querySelector('button[aria-label="Menu"]')?.getAttribute('aria-expanded'), 'true');
  await until(site, menuShown, true);
  await site.click('#site-menu a[href="/about/"]');
  await until(site, () => location.pathname, '/about/');
  await until(site, menuShown, false);
});

test('a desktop dropdown opens on click, lists its cards and closes on Escape with focus back', async ({ site }) => {
  await site.setViewport(WIDE.width, WIDE.height);
  await site.open('/');
  await site.click('button[data-menu="services"]');
  await until(
    site,
    () => document.querySelector('button[data-menu="services"]')?.getAttribute('aria-expanded'),
    'true',
  );
  await until(
    site,
    () => {
      const panel = document.getElementById('nav-panel-services');
      return Boolean(panel && panel.getBoundingClientRect().height > 0 && panel.querySelectorAll('a').length > 0);
    },
    true,
  );
  await site.press('Escape');
  await until(
    site,
    () => document.querySelector('button[data-menu="services"]')?.getAttribute('aria-expanded'),
    'false',
  );
  expect(await site.evaluate(() => document.activeElement?.getAttribute('data-menu'))).toBe('services');
});

test('the tech tabs: click, then arrow keys move selection and show the focus ring', async ({ site }) => {
  await site.setViewport(WIDE.width, WIDE.height);
  await site.open('/');
  const tabs = () => [...document.querySelectorAll('main [role="tablist"] [role="tab"]')].map((tab) => tab.id);
  const ids = await site.evaluate(tabs);
  expect(ids.length, 'the home page has its tech tabs').toBeGreaterThan(1);
  // The tabs hydrate once the visitor nears them (nearSection): bring them into view and wait until they have.
  await site.evaluate(() => document.querySelector('main [role="tablist"]')!.scrollIntoView({ block: 'center' }));
  await until(
    site,
    () => document.querySelector('main [role="tablist"]')!.closest('[data-near]')!.hasAttribute('data-ready'),
    true,
  );
  await site.click(`[id="${ids[0]}"]`);
  await site.press('ArrowRight');
  const selected = () => document.querySelector('main [role="tab"][aria-selected="true"]')?.id;
  await until(site, selected, ids[1]);
  expect(await site.evaluate(focusRing)).toEqual({ id: ids[1], ring: true });
  await until(
    site,
    (id: string) => !document.getElementById(document.getElementById(id)!.getAttribute('aria-controls')!)!.hidden,
    true,
    ids[1]!,
  );
  await site.press('ArrowLeft');
  await until(site, selected, ids[0]);
  expect(await site.evaluate(focusRing)).toEqual({ id: ids[0], ring: true });
});

const faqService = services.find((service) => service.faq.length >= 2);

test('an FAQ item opens and closes, and the arrow keys move between questions with the focus ring', async ({
  site,
}) => {
  test.skip(!faqService, 'no service has two FAQ questions');
  await site.setViewport(WIDE.width, WIDE.height);
  await site.open(`/services/${faqService!.slug}/`);
  const ids = await site.evaluate(() =>
    [...document.querySelectorAll('main button[aria-controls][aria-expanded]')]
      .map((button) => button.id)
      .filter((id) => /faq-\d+-button$/.test(id)),
  );
  expect(ids.length).toBe(faqService!.faq.length);
  const [first, second] = ids as [string, string];
  const expanded = (id: string) => document.getElementById(id)?.getAttribute('aria-expanded');
  const wasOpen = await site.evaluate(expanded, first);
  await site.click(`[id="${first}"]`);
  await until(site, expanded, wasOpen === 'true' ? 'false' : 'true', first);
  await site.press('ArrowDown');
  expect(await site.evaluate(focusRing)).toEqual({ id: second, ring: true });
  await site.press('Enter');
  await until(site, expanded, 'true', second);
  await until(
    site,
    (id: string) => !document.getElementById(document.getElementById(id)!.getAttribute('aria-controls')!)!.hidden,
    true,
    second,
  );
});

interface Job {
  jobId: string;
  title: string;
  locations: string[];
  tags: string[];
  validThrough?: string;
}
/** The jobs the build lists: one past its closing date has left the site. */
const jobs = openJobs(readContentJson<{ jobs: Job[] }>('careers/jobs.json').jobs);

test('careers search filters the openings by the search rules', async ({ site }) => {
  test.skip(jobs.length === 0, 'no open job: the careers page lists none to search');
  await site.setViewport(WIDE.width, WIDE.height);
  await site.open('/careers/');
  const text = jobs[0]!.jobId;
  await site.type('#job-search-text', text);
  await site.press('Enter');
  const expected = searchJobs(jobs as never, { text, location: DEFAULT_LOCATION_LABEL }).map((job) => job.title);
  await until(
    site,
    () => [...document.querySelectorAll('#openings li h3')].map((h) => h.textContent?.trim()),
    expected,
  );
  await until(site, () => new URLSearchParams(location.search).get('q'), text);
});

test('the search dialog finds a post by a word of its title and opens it', async ({ site }) => {
  await site.setViewport(WIDE.width, WIDE.height);
  await site.open('/');
  const post = posts[0]!;
  const word = post.heading.split(/\s+/).find((candidate) => /^[A-Za-z]{6,}$/.test(candidate)) ?? post.heading;
  await site.click('button[aria-label="Search the site"]');
  await until(site, () => document.activeElement?.id, 'search-dialog-input');
  await site.type('#search-dialog-input', word);
  await until(
    site,
    (slug: string) =>
      [...document.querySelectorAll('[role="dialog"] a, dialog a')].some((a) =>
        decodeURIComponent(a.getAttribute('href') ?? '').includes(`/blog/${slug}/`),
      ),
    true,
    post.slug,
  );
  await site.press('Enter');
  await until(site, () => location.pathname.startsWith('/blog/') || location.pathname.startsWith('/services/'), true);
});

test('the theme toggle switches to dark, and the choice survives a reload', async ({ site }) => {
  await site.setViewport(WIDE.width, WIDE.height);
  await site.open('/');
  const choice = () => document.querySelector('[data-theme-choice]')?.getAttribute('data-theme-choice');
  const background = () => getComputedStyle(document.body).backgroundColor;
  const before = await site.evaluate(background);
  for (let clicks = 0; clicks < 3 && (await site.evaluate(choice)) !== 'dark'; clicks += 1) {
    const current = await site.evaluate(choice);
    await site.click('button[data-theme-choice]');
    await until(
      site,
      (was: string | null | undefined) =>
        document.querySelector('[data-theme-choice]')?.getAttribute('data-theme-choice') !== was,
      true,
      current,
    );
  }
  await until(site, () => document.documentElement.getAttribute('data-theme'), 'dark');
  const dark = await site.evaluate(background);
  expect(dark).not.toBe(before);
  await site.reload();
  expect(await site.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
  expect(await site.evaluate(background)).toBe(dark);
  expect(await site.evaluate(choice)).toBe('dark');
});

/** A field the visitor types in; the mobile number's visible field (the form posts it in E.164 as `mobile_no`). */
const FIELD = (name: string) =>
  name === 'mobile_no' ? '#contact-form input[type="tel"]' : `#contact-form [name="${name}"]`;
const SEND = '#contact-form button[type="submit"]';
const OUTBOX = path.resolve('test-results/engines-outbox.jsonl');

async function openForm(site: EngineDriver) {
  await site.setViewport(WIDE.width, WIDE.height);
  await site.open('/contact/');
  // The human check loads once the visitor starts on the form (docs/contact-form.md "Loading").
  await site.click(FIELD('name'));
  await until(site, () => Boolean(document.querySelector('#contact-form input[type="checkbox"]')), true);
}

/** Types every field of `enquiry` into a fresh form, ticks the local human check and presses Send enquiry. */
async function fillAndSend(site: EngineDriver, enquiry: EnquiryInput) {
  await site.type(FIELD('name'), enquiry.name);
  await site.type(FIELD('mobile_no'), enquiry.mobile);
  await site.type(FIELD('email'), enquiry.email);
  await site.type(FIELD('country'), enquiry.country);
  await site.type(FIELD('message'), enquiry.message);
  await site.click('#contact-form input[type="checkbox"]');
  await until(
    site,
    (selector: string) => (document.querySelector(selector) as HTMLButtonElement).disabled,
    false,
    SEND,
  );
  await site.click(SEND);
}

test('the enquiry form shows its errors, then sends through the local stand-in', async ({ site }) => {
  await openForm(site);
  await site.type(FIELD('mobile_no'), '98765 4321');
  await site.type(FIELD('email'), 'someone@example');
  await site.click('#contact-form input[type="checkbox"]');
  await until(
    site,
    (selector: string) => (document.querySelector(selector) as HTMLButtonElement).disabled,
    false,
    SEND,
  );
  await site.click(SEND);
  await until(
    site,
    () => [...document.querySelectorAll('#contact-form [id$="-error"]')].map((error) => error.textContent),
    ['Name is required', 'Invalid mobile number', 'Invalid email address'],
  );
  expect(await site.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name');

  // A fresh form for the valid enquiry: typing appends, and each attempt starts the human check over.
  const enquiry = uniqueEnquiry(test.info().project.name);
  await openForm(site);
  await fillAndSend(site, enquiry);
  // Sent: the thank-you panel replaces the form and takes the focus (product-rules §8).
  await until(
    site,
    () => {
      const thanks = document.querySelector('#contact-form [role="status"][tabindex="-1"]');
      return Boolean(thanks?.textContent?.includes('Thank you')) && document.activeElement === thanks;
    },
    true,
  );
  // The form is out of sight until "Send another enquiry" brings it back.
  expect(
    await site.evaluate((selector: string) => {
      const field = document.querySelector(selector) as HTMLElement | null;
      return field === null || field.offsetParent === null;
    }, FIELD('email')),
  ).toBe(true);
  await expect.poll(async () => (await readFile(OUTBOX, 'utf8').catch(() => '')).includes(enquiry.email)).toBe(true);
});

test('a failed send keeps the enquiry and offers to send it by e-mail', async ({ site }) => {
  await openForm(site);
  // The stand-in answers a send with the status this header names (scripts/emailjs-stand-in.mjs): here the
  // page adds it itself, which works the same in every engine, unlike each protocol's request interception.
  await site.evaluate(() => {
    const fetchOriginal = window.fetch.bind(window);
    window.fetch = (input, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('x-stand-in-status', '500');
      return fetchOriginal(input, { ...init, headers });
    };
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
      this.setRequestHeader('x-stand-in-status', '500');
      return send.call(this, body);
    };
  });
  const enquiry = uniqueEnquiry(`${test.info().project.name}-failure`);
  await fillAndSend(site, enquiry);
  await until(
    site,
    (text: string) =>
      (document.querySelector('#contact-form form [role="alert"][tabindex="-1"]')?.textContent ?? '').includes(text),
    true,
    'Form not submitted',
  );
  expect(
    await site.evaluate(
      (selector: string) => (document.querySelector(selector) as HTMLInputElement).value,
      FIELD('email'),
    ),
  ).toBe(enquiry.email);
  const mailto = await site.evaluate(() =>
    [...document.querySelectorAll('#contact-form a')]
      .find((a) => a.textContent === 'Send by e-mail instead')
      ?.getAttribute('href'),
  );
  expect(mailto).toMatch(/^mailto:/);
  expect(decodeURIComponent(mailto!)).toContain(enquiry.email);
  // The form logs the failed send on purpose (docs/contact-form.md); that, and only that, is expected here.
  const problems = await site.problems();
  expect(problems.filter((problem) => !problem.includes('Contact form not sent'))).toEqual([]);
});

const longPost = posts.find((post) => post.sections >= MIN_TOC_SECTIONS);
const withCode = posts.find((post) =>
  /^\s*```/m.test(readFileSync(path.join(contentDir, 'blog', post.slug, 'index.md'), 'utf8')),
);

test("a post's contents mark the section, its copy button copies and the progress bar follows the reading", async ({
  site,
}) => {
  test.skip(!longPost || !withCode, 'no post long enough for contents, or none with code');
  await site.setViewport(WIDE.width, WIDE.height);
  await site.open(`/blog/${longPost!.slug}/`);
  const progress = () => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));
  expect(await site.evaluate(progress)).toBeLessThan(10);
  const links = await site.evaluate(() =>
    [...document.querySelectorAll('aside nav[aria-label="On this page"] a, nav[aria-label="On this page"] a')]
      .filter((a) => (a as HTMLElement).offsetParent !== null)
      .map((a) => a.getAttribute('href')!),
  );
  expect(links.length).toBeGreaterThanOrEqual(MIN_TOC_SECTIONS);
  const third = links[2]!;
  // The sidebar's copy of the contents (the other one sits in a <details> for small screens).
  await site.click(`:not(details) > nav[aria-label="On this page"] a[href="${third}"]`);
  await until(
    site,
    (href: string) =>
      [...document.querySelectorAll(`nav[aria-label="On this page"] a[aria-current="location"]`)].some(
        (a) => a.getAttribute('href') === href,
      ),
    true,
    third,
  );
  await site.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await until(site, progress, 100);

  if (withCode!.slug !== longPost!.slug) await site.open(`/blog/${withCode!.slug}/`);
  await site.click('.code-block-copy');
  await until(site, () => document.querySelector('.code-block-copy-text')?.textContent, 'Copied');
});

test('the service worker takes control of the next visit', async ({ site }) => {
  await site.setViewport(WIDE.width, WIDE.height);
  await site.open('/');
  await until(
    site,
    async () => (await navigator.serviceWorker.ready).active?.scriptURL.endsWith('/sw.js') ?? false,
    true,
  );
  await site.reload();
  expect(await site.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
});
