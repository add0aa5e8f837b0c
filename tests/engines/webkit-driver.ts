import { spawn, type ChildProcess } from 'node:child_process';
import { Builder, By, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { readProblems, recordProblems, type EngineDriver, type KeyName } from './driver';

/**
 * Debian's webkit2gtk-driver (scripts/ensure-engines.mjs installs it). It starts the MiniBrowser of the
 * same WebKitGTK by itself; MINIBROWSER_PATH names another WebKitGTK browser binary if needed.
 */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const browserOptions = process.env.MINIBROWSER_PATH
  ? { 'webkitgtk:browserOptions': { binary: process.env.MINIBROWSER_PATH, args: ['--automation'] } }
  : {};

const KEYS: Record<KeyName, string> = {
  ArrowRight: Key.ARROW_RIGHT,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  Tab: Key.TAB,
  Home: Key.HOME,
  End: Key.END,
};

export interface WebKitService {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts WebKitWebDriver on `port` inside a virtual X display (MiniBrowser is a GTK window and has no
 * headless mode), in its own process group so stopping it also ends Xvfb and the browser.
 */
export async function startWebKitDriver(port: number): Promise<WebKitService> {
  const child: ChildProcess = spawn(
    'xvfb-run',
    ['--auto-servernum', '--server-args=-screen 0 1600x1200x24', WEBKIT_DRIVER_PATH, `--port=${port}`],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ready = await fetch(`${url}/status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`WebKitWebDriver did not start on port ${port}: ${stderr.trim() || 'no output'}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      if (child.pid && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
      }
    },
  };
}

/** One WebDriver session (a fresh MiniBrowser, so fresh storage and service workers) per page. */
export async function webkitDriver(service: WebKitService, baseURL: string): Promise<EngineDriver> {
  const driver: WebDriver = await new Builder()
    .usingServer(service.url)
    .withCapabilities({ browserName: 'MiniBrowser', ...browserOptions })
    .build();
  await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });

  /**
   * Scrolls an element to the middle of the viewport at once. The site scrolls smoothly (`scroll-behavior: smooth`
   * unless the visitor prefers reduced motion), and WebKitWebDriver's own scroll before a click would then still be
   * moving when it checks the element, and refuse the click as "not interactable". Then two frames pass, for a
   * band coming into view to render (content-visibility: auto) and settle its height.
   */
  const inView = (element: WebElement) =>
    driver.executeAsyncScript(
      'const done = arguments[arguments.length - 1];' +
        'arguments[0].scrollIntoView({ block: "center", behavior: "instant" });' +
        'requestAnimationFrame(() => requestAnimationFrame(() => done()));',
      element,
    );
  const hydrated = async () => {
    await driver.wait(
      () => driver.executeScript<boolean>('return document.documentElement.hasAttribute("data-hydrated")'),
      30_000,
      'the page never hydrated (did its scripts load?)',
    );
    // Classic WebDriver cannot run a script before the page's own: record from here on.
    await driver.executeScript(recordProblems);
  };
  return {
    engine: 'webkit',
    async open(path) {
      await driver.get(new URL(path, baseURL).href);
      await hydrated();
    },
    async reload() {
      await driver.navigate().refresh();
      await hydrated();
    },
    async setViewport(width, height) {
      await driver.manage().window().setRect({ width, height });
      return driver.executeScript<number>('return innerWidth');
    },
    evaluate: (fn, ...args) =>
      driver
        .executeAsyncScript(
          `const done = arguments[arguments.length - 1];
         Promise.resolve().then(() => (${fn.toString()}).apply(null, Array.from(arguments).slice(0, -1)))
           .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
          ...args,
        )
        .then((result) => {
          const { value, error } = result as { value?: unknown; error?: string };
          if (error !== undefined) throw new Error(`in WebKit: ${error}`);
          return value as never;
        }),
    async click(selector) {
      const element = await driver.findElement(By.css(selector));
      await inView(element);
      await element.click();
    },
    async press(key) {
      await driver.actions().sendKeys(KEYS[key]).perform();
    },
    async type(selector, text) {
      const element = await driver.findElement(By.css(selector));
      await inView(element);
      await element.click();
      await element.sendKeys(text);
    },
    problems: () => driver.executeScript<string[]>(readProblems),
    async close() {
      await driver.quit();
    },
  };
}
