import React, { Suspense, lazy, memo, useEffect, useState, type ComponentType } from 'react';
import { scrollToHash } from '../../gatsby/browser/hash-scroll';

/**
 * Hydration in pieces. A section made with `deferred(() => import('./Section'))` is server-rendered
 * as usual, but its code is a separate chunk: on the first page load React keeps the server HTML
 * inside its Suspense boundary and hydrates it in its own (time-sliced) task once the chunk arrives,
 * which is when the visitor first scrolls, touches or types, or when the browser is idle after the
 * load event. After that first page, deferred sections load at once.
 */
let firstPageHydrated = false;
let pending = 0;
const settledCallbacks: Array<() => void> = [];

const firstPageIdle: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise((resolve) => {
        const events = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
        const go = () => {
          for (const name of events) window.removeEventListener(name, go, true);
          resolve();
        };
        for (const name of events) window.addEventListener(name, go, { capture: true, passive: true });
        const idle = () =>
          'requestIdleCallback' in window ? window.requestIdleCallback(go, { timeout: 1500 }) : setTimeout(go, 300);
        if (document.readyState === 'complete') idle();
        else window.addEventListener('load', idle, { once: true });
      });

let pendingAfterNavigation = 0;

const settle = () => {
  pending -= 1;
  if (pending === 0) settledCallbacks.splice(0).forEach((callback) => callback());
};

/**
 * After an in-site navigation there is no server HTML: deferred sections appear when their code
 * arrives and push what is below them down. Once the last one is in, scroll to the URL's hash again,
 * so a link like /#testimonials still ends at its section.
 */
const settleAfterNavigation = () => {
  pendingAfterNavigation -= 1;
  if (pendingAfterNavigation === 0 && window.location.hash) scrollToHash(window.location.hash);
};

/** Rendered last inside a deferred section: its effect runs once that section has hydrated. */
function Hydrated({ afterNavigation }: { afterNavigation: boolean }) {
  useEffect(() => (afterNavigation ? settleAfterNavigation() : settle()), [afterNavigation]);
  return null;
}

/**
 * Calls `done` once the first page and all of its deferred sections have hydrated (Layout then marks
 * `<html data-hydrated>`); later pages render their deferred sections without waiting.
 */
export function whenHydrated(done: () => void): void {
  firstPageHydrated = true;
  if (pending === 0) done();
  else settledCallbacks.push(done);
}

/**
 * The component `name` of the module `load` imports, loaded apart from the page's first-load
 * JavaScript (see above). Example: `const TechTabs = deferred(() => import('./TechTabs'), 'TechTabs')`.
 */
export function deferred<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  type Props = M[K] extends ComponentType<infer P> ? P & object : object;
  const Lazy = lazy(async () => {
    if (!firstPageHydrated || pending > 0) await firstPageIdle;
    return { default: (await load())[name] as ComponentType<object> };
  });
  function Deferred(props: Props) {
    const [counted] = useState(() => {
      if (typeof window === 'undefined') return null;
      if (!firstPageHydrated) return ++pending > 0 ? 'first-page' : null;
      return ++pendingAfterNavigation > 0 ? 'navigation' : null;
    });
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
        {counted ? <Hydrated afterNavigation={counted === 'navigation'} /> : null}
      </Suspense>
    );
  }
  // memo: a parent re-render with the same props must not reach a boundary still waiting for its
  // code, or React would drop the server HTML and show the (empty) fallback until the code arrives.
  return memo(Deferred) as unknown as M[K];
}
