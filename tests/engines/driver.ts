/**
 * The one interface the cross-engine flows (flows.spec.ts) are written against, so a flow is written once
 * and runs in every engine. Deliberately tiny: CSS selectors, real pointer clicks and key presses, script in
 * the page. Anything richer (waiting, assertions) is built from `evaluate` in the flows, the same way for all.
 */
export type Engine = 'firefox' | 'webkit';

/** Key names as in KeyboardEvent.key; each driver maps them to its protocol. */
export type KeyName =
  'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape' | 'Tab' | 'Home' | 'End';

export interface EngineDriver {
  readonly engine: Engine;
  /** Opens a path of the site (`/contact/`) and waits until React has hydrated it (`<html data-hydrated>`). */
  open(path: string): Promise<void>;
  /** Reloads the current page and waits for hydration again. */
  reload(): Promise<void>;
  /** Sizes the viewport; returns the width the page actually got (a browser window may have a minimum). */
  setViewport(width: number, height: number): Promise<number>;
  /** Runs `fn` in the page with JSON-serialisable `args`; a returned promise is awaited. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** A real pointer click in the middle of the first element matching `selector`, scrolled into view. */
  click(selector: string): Promise<void>;
  /** Presses and releases one key on whatever has focus. */
  press(key: KeyName): Promise<void>;
  /** Clicks into the first element matching `selector` and types `text` key by key. */
  type(selector: string, text: string): Promise<void>;
  /**
   * What went wrong in the page since the last `open`, `reload` or `problems` call: uncaught errors, rejected
   * promises, CSP violations and console errors, as far as the engine's protocol reports them (see
   * docs/architecture.md "Engines"), and images that are broken now.
   */
  problems(): Promise<string[]>;
  /** Ends the page (and its browser state). */
  close(): Promise<void>;
}

/**
 * Runs in the page: records errors, rejected promises, CSP violations and console errors from now on in
 * `window.__engineProblems`. Installed before any page script where the protocol allows it (Firefox), else
 * right after load (WebKit), where the hydration check below stands in for what happened before.
 */
export function recordProblems(): void {
  const w = window as unknown as { __engineProblems?: string[] };
  if (w.__engineProblems) return;
  const problems: string[] = [];
  w.__engineProblems = problems;
  addEventListener(
    'error',
    (event) => {
      const target = event.target as HTMLElement | null;
      if (target && target !== (window as unknown as HTMLElement) && 'tagName' in target)
        problems.push(`failed to load <${target.tagName.toLowerCase()}> ${(target as HTMLImageElement).src ?? ''}`);
      else problems.push(`uncaught error: ${event.message}`);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => problems.push(`unhandled rejection: ${String(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`),
  );
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.push(`console error: ${args.map(String).join(' ')}`);
    consoleError(...args);
  };
}

/**
 * Runs in the page: the problems recorded since the last call, plus images that failed to decode. An image that
 * reads as complete with no pixels may be broken, or (in WebKit) switching to a larger file after a resize;
 * decoding it settles which, within 10 seconds.
 */
export async function readProblems(): Promise<string[]> {
  const recorded = (window as unknown as { __engineProblems?: string[] }).__engineProblems?.splice(0) ?? [];
  const suspects = [...document.images].filter(
    (image) => image.complete && image.currentSrc && image.naturalWidth === 0,
  );
  const broken: string[] = [];
  for (const image of suspects) {
    const decoded = await Promise.race([
      image.decode().then(
        () => image.naturalWidth > 0,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
    if (!decoded) broken.push(`broken image ${image.currentSrc}`);
  }
  return [...recorded, ...broken];
}
