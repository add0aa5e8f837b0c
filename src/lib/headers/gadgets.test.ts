/**
 * The build's hashed scripts run wherever a copy of them sits, so a copy planted in an article must do nothing
 * (src/lib/headers/inline-scripts.ts). Here BOOT_SCRIPT runs in a real document (jsdom runs inline scripts as a
 * browser does, with document.currentScript set): in <head> as the build writes it, and planted in <body> with
 * hostile data every way markup could hand it some.
 */
import { BOOT_SCRIPT, jsonElement, PAGE_BOOT_ID } from './inline-scripts';

const win = window as unknown as Record<string, unknown>;

/** Inserts `html` into `where` so that every script in it runs where it lands, as the HTML parser would run it. */
function insert(where: HTMLElement, html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const node of [...template.content.childNodes]) {
    if (node instanceof HTMLScriptElement) {
      // A script parsed by innerHTML never runs; a fresh one with the same text and attributes does.
      const script = document.createElement('script');
      for (const attribute of [...node.attributes]) script.setAttribute(attribute.name, attribute.value);
      script.text = node.text;
      where.appendChild(script);
    } else where.appendChild(node);
  }
}

const added = () => [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
const boot = (data: object) => `${jsonElement(PAGE_BOOT_ID, data)}<script id="app-scripts">${BOOT_SCRIPT}</script>`;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete win.pagePath;
  delete win.other;
});

describe('BOOT_SCRIPT in <head>, as the build writes it', () => {
  it('sets Gatsby’s globals and nothing else, then starts the page’s own scripts after the next frame', () => {
    insert(
      document.head,
      boot({
        globals: { pagePath: '/a/', other: 1 },
        scripts: ['/app-1.js', 'https://evil.example/x.js', '//evil.example/y.js', 'javascript:alert(1)'],
      }),
    );
    expect(win.pagePath).toBe('/a/');
    expect(win.other).toBeUndefined();
    expect(added()).toEqual([]);
    jest.runAllTimers();
    expect(added()).toEqual(['/app-1.js']);
  });
});

describe('BOOT_SCRIPT planted in the body', () => {
  it.each([
    ['with its data beside it', boot({ globals: { pagePath: '/evil/' }, scripts: ['/evil.js'] })],
    [
      'with the data attributes the scripts once read',
      `<script data-globals='{"pagePath":"/evil/"}' data-src='["/evil.js"]'>${BOOT_SCRIPT}</script>`,
    ],
    [
      'with named elements standing in for head and currentScript',
      `<form name="head">${boot({ globals: { pagePath: '/evil/' }, scripts: ['/evil.js'] })}</form>` +
        `<img name="currentScript">${boot({ globals: { pagePath: '/evil/' }, scripts: ['/evil.js'] })}`,
    ],
  ])('does nothing %s', (_name, planted) => {
    insert(document.body, planted);
    jest.runAllTimers();
    expect(win.pagePath).toBeUndefined();
    expect(added()).toEqual([]);
  });
});
