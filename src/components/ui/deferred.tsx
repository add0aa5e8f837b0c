import React, { Suspense, lazy, memo, useEffect, useState, type ComponentType } from 'react';
import { hashToId } from '../../lib/ui/browser-rules';

/**
 * Hydration in pieces: a deferred section is server-rendered, but its code is a chunk fetched as the
 * page starts, so React hydrates each section in its own task when the chunk arrives rather than the
 * whole page in one long task. Waiting for scroll or idle time measured worse (docs/performance.md).
 */
let firstPageHydrated = false;
const pending = { firstPage: 0, navigation: 0 };
const settledCallbacks: Array<() => void> = [];

/** Rendered last inside a deferred section: its effect runs once that section has hydrated. */
function Hydrated({ phase }: { phase: keyof typeof pending }) {
  useEffect(() => {
    pending[phase] -= 1;
    if (pending[phase] !== 0) return;
    if (phase === 'firstPage') settledCallbacks.splice(0).forEach((callback) => callback());
    // After an in-site navigation, sections arriving late push the hash target down: scroll to it again
    // (smoothly or not as the global style's scroll-behavior says).
    else document.getElementById(hashToId(window.location.hash) ?? '')?.scrollIntoView();
  }, [phase]);
  return null;
}

/** Calls `done` once the first page and all of its deferred sections have hydrated. */
export function whenHydrated(done: () => void): void {
  firstPageHydrated = true;
  if (pending.firstPage === 0) done();
  else settledCallbacks.push(done);
}

/** Example: `const TechTabs = deferred(() => import('./TechTabs'), 'TechTabs')`. */
export function deferred<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  type Props = M[K] extends ComponentType<infer P> ? P & object : object;
  const Lazy = lazy(async () => ({ default: (await load())[name] as ComponentType<object> }));
  function Deferred(props: Props) {
    const [phase] = useState(() => {
      if (typeof window === 'undefined') return null;
      const counted: keyof typeof pending = firstPageHydrated ? 'navigation' : 'firstPage';
      pending[counted] += 1;
      return counted;
    });
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
        {phase ? <Hydrated phase={phase} /> : null}
      </Suspense>
    );
  }
  // memo: a parent re-render with the same props must not reach a boundary still waiting for its
  // code, or React would drop the server HTML and show the (empty) fallback until the code arrives.
  return memo(Deferred) as unknown as M[K];
}
