/**
 * The build's hashed scripts run wherever a copy of them sits, so a copy planted in an article must do nothing
 * (src/lib/headers/inline-scripts.ts). Here each runs in a real document (jsdom runs inline scripts as a browser
 * does, with document.currentScript set), in <head> as the build writes it and planted in <body> with hostile data.
 */
import {
  APP_SCRIPTS_LIST_ID,
  APP_SCRIPTS_LOADER,
  GLOBALS_SCRIPT,
  jsonElement,
  PAGE_GLOBALS_ID,
} from './inline-scripts';

const win = window as unknown as Record<string, unknown>;

/** Parses `html` into a container element, then inserts its nodes so that every script runs where it lands. */
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

afterEach(() => {
  jest.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete win.pagePath;
  delete win.location2;
  jest.useRealTimers();
});

describe('GLOBALS_SCRIPT', () => {
  it('sets Gatsby’s globals from the JSON before it in <head>', () => {
    insert(
      document.head,
      `${jsonElement(PAGE_GLOBALS_ID, { pagePath: '/a/', other: 1 })}<script>${GLOBALS_SCRIPT}</script>`,
    );
    expect(win.pagePath).toBe('/a/');
    expect(win.other).toBeUndefined();
  });

  it.each([
    [
      'with its data beside it',
      `${jsonElement(PAGE_GLOBALS_ID, { pagePath: '/evil/' })}<script>${GLOBALS_SCRIPT}</script>`,
    ],
    ['with the old data attribute', `<script data-globals='{"pagePath":"/evil/"}'>${GLOBALS_SCRIPT}</script>`],
    [
      'with named elements standing in for head and currentScript',
      `<form name="head">${jsonElement(PAGE_GLOBALS_ID, { pagePath: '/evil/' })}</form><img name="currentScript">` +
        `${jsonElement(PAGE_GLOBALS_ID, { pagePath: '/evil/' })}<script>${GLOBALS_SCRIPT}</script>`,
    ],
  ])('does nothing planted in the body %s', (_name, planted) => {
    insert(document.body, planted);
    expect(win.pagePath).toBeUndefined();
  });
});

describe('APP_SCRIPTS_LOADER', () => {
  it('starts the page’s own scripts from the JSON before it in <head>, and no other address', () => {
    jest.useFakeTimers();
    insert(
      document.head,
      `${jsonElement(APP_SCRIPTS_LIST_ID, ['/app-1.js', 'https://evil.example/x.js', '//evil.example/y.js'])}` +
        `<script id="app-scripts">${APP_SCRIPTS_LOADER}</script>`,
    );
    expect(added()).toEqual([]);
    // After the next frame has painted.
    jest.runAllTimers();
    expect(added()).toEqual(['/app-1.js']);
  });

  it('does nothing planted in the body, with its list beside it', () => {
    jest.useFakeTimers();
    insert(
      document.body,
      `<img name="head">${jsonElement(APP_SCRIPTS_LIST_ID, ['/evil.js'])}<script id="app-scripts">${APP_SCRIPTS_LOADER}</script>` +
        `<script data-src='["/evil.js"]'>${APP_SCRIPTS_LOADER}</script>`,
    );
    jest.runAllTimers();
    expect(added()).toEqual([]);
  });
});
