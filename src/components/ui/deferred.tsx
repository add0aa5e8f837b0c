import React, { Suspense, lazy, memo, useEffect, useState, type ComponentType } from 'react';
import { scrollToHash } from '../../gatsby/browser/hash-scroll';

/**
 * Hydration in pieces. A section made with `deferred(() => import('./Section'))` is server-rendered
 * as usual, but its code is a separate chunk fetched as the page starts: React keeps the server HTML
 * inside its Suspense boundary and hydrates each section in a task of its own when its chunk
 * arrives, instead of the whole page in one long task. Waiting for the visitor's first scroll or for
 * idle time instead measured worse: the sections then hydrated one by one late in the load, each
 * restyling the page (docs/performance.md).
 */
let firstPageHydrated = false;
let pending = 0;
const settledCallbacks: Array<() => void> = [];
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
  const Lazy = lazy(async () => ({ default: (await load())[name] as ComponentType<object> }));
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
