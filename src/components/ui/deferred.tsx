import React, {
  Suspense,
  lazy,
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type MutableRefObject,
} from 'react';
import { useLocationContext } from '@gatsbyjs/reach-router';
import { hashToId } from '../../lib/ui/browser-rules';

/**
 * Hydration in pieces: a deferred section is server-rendered, but its code is a chunk fetched as the
 * page starts, so React hydrates each section in its own task when the chunk arrives rather than the
 * whole page in one long task. Waiting for scroll or idle time measured worse for every section at once
 * (docs/performance.md); an interactive section far down a long page waits for the visitor (near-section.tsx).
 */
type Phase = 'firstPage' | 'navigation';
let firstPageHydrated = false;
const pending: Record<Phase, number> = { firstPage: 0, navigation: 0 };
const settledCallbacks: Array<() => void> = [];

// Layout effects do not run on the server, and React warns when one is declared there.
const useCommitEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function settle(phase: Phase) {
  pending[phase] -= 1;
  if (pending[phase] !== 0) return;
  if (phase === 'firstPage') settledCallbacks.splice(0).forEach((callback) => callback());
  // After an in-site navigation, sections arriving late push the hash target down: scroll to it again
  // (smoothly or not as the global style's scroll-behavior says).
  else document.getElementById(hashToId(window.location.hash) ?? '')?.scrollIntoView();
}

/** A deferred section's place in the count: set when the section commits, cleared once it has hydrated. */
type Count = { phase?: Phase };

/** Rendered last inside a deferred section: its effect runs once that section has hydrated. */
function Hydrated({ count }: { count: MutableRefObject<Count> }) {
  useEffect(() => {
    const { phase } = count.current;
    count.current = {};
    if (phase) settle(phase);
  }, [count]);
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
    const count = useRef<Count>({});
    // Counted when the section commits, not while it renders: React may render a section more than once
    // before it commits it (an interrupted hydration starts again), but commits it once. Layout effects run
    // before any passive effect of the same commit, so the count is in before `Hydrated` or the layout's
    // `whenHydrated` reads it.
    useCommitEffect(() => {
      const phase: Phase = firstPageHydrated ? 'navigation' : 'firstPage';
      pending[phase] += 1;
      count.current = { phase };
      return () => {
        // Unmounted before its code arrived (the visitor moved on): it will never hydrate.
        if (count.current.phase) settle(count.current.phase);
        count.current = {};
      };
    }, []);
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
        <Hydrated count={count} />
      </Suspense>
    );
  }
  // memo: a parent re-render with the same props must not reach a boundary still waiting for its
  // code, or React would drop the server HTML and show the (empty) fallback until the code arrives.
  return memo(Deferred) as unknown as M[K];
}

/**
 * A section with nothing to hydrate: no state, no handlers, links that work as plain links. On the page
 * the visitor lands on, React keeps its server HTML as it is and never fetches its code; once the visitor
 * moves to another page in the site, it renders as a deferred section. Its wrapper element takes no box
 * (the global style's `[data-static]` rule).
 *
 * Example: `const Industries = staticSection(() => import('./Industries'), 'Industries')`.
 */
export function staticSection<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  type Props = M[K] extends ComponentType<infer P> ? P & object : object;
  const Live = deferred(load, name) as ComponentType<Props>;
  function Static(props: Props) {
    // useId is the same in the server HTML and while hydrating, so the section finds its own markup.
    const id = useId();
    const kept = useKeptMarkup(STATIC_ATTRIBUTE, id);
    if (kept)
      // React leaves an element's existing children alone when it hydrates one with dangerouslySetInnerHTML;
      // passing the same markup means a client render (after a hydration error elsewhere) keeps it too.
      return <div key="kept" data-static={id} dangerouslySetInnerHTML={{ __html: kept }} />;
    return (
      <div key="live" data-static={id}>
        <Live {...props} />
      </div>
    );
  }
  return memo(Static) as unknown as M[K];
}

const STATIC_ATTRIBUTE = 'data-static';

/**
 * The section's server HTML (in the element whose `attribute` is `id`) while the page the visitor landed on
 * is hydrating, kept for as long as the visitor stays on that page; null on the server, after an in-site
 * navigation, or with no server HTML to keep.
 */
export function useKeptMarkup(attribute: string, id: string): string | null {
  // Outside a router (a component test), there is no page to move from.
  const pathname = useLocationContext()?.location.pathname ?? null;
  const [kept] = useState(() => {
    if (typeof window === 'undefined' || firstPageHydrated) return null;
    const element = document.querySelector(`[${attribute}="${CSS.escape(id)}"]`);
    return element ? { html: element.innerHTML, pathname } : null;
  });
  return kept && kept.pathname === pathname ? kept.html : null;
}
