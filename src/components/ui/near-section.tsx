import React, { lazy, memo, useEffect, useId, useRef, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { deferred, useKeptMarkup } from './deferred';

// In a module of its own so that only the pages that use it carry it.

const NEAR_ATTRIBUTE = 'data-near';

/** Set on a `nearSection`'s wrapper once the section is interactive (end-to-end tests wait for it). */
const READY_ATTRIBUTE = 'data-ready';

/**
 * An interactive section far down a long page (home's technology tabs, its testimonials). On the page the visitor
 * lands on, it keeps its server HTML, as a static section does, until the visitor comes within a screen of it or
 * presses or focuses into it; then its code loads and React hydrates that HTML in place, in a root of its own, and
 * its wrapper gets `data-ready`. It is not part of `whenHydrated`. Once the visitor has moved to another page in
 * the site, it renders as a deferred section. Its wrapper is a plain block (the observer needs a box).
 *
 * A root of its own, not a Suspense boundary left waiting in the page's root: React drops the server HTML of a
 * boundary still waiting for its code when any context above it changes, and the router's location does on every
 * in-page link (the tabs emptied when the footer's `/#testimonials` link was followed).
 *
 * Example: `const TechTabs = nearSection(() => import('./TechTabs'), 'TechTabs')`.
 */
export function nearSection<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  type Props = M[K] extends ComponentType<infer P> ? P & object : object;
  const Live = deferred(load, name) as ComponentType<Props>;
  // The server renders the component itself, with no Suspense boundary's markers around it, so the HTML kept in
  // the wrapper is exactly what the section's own root hydrates.
  const OnServer = lazy(async () => ({ default: (await load())[name] as ComponentType<object> }));
  function Near(props: Props) {
    const id = useId();
    const kept = useKeptMarkup(NEAR_ATTRIBUTE, id);
    const wrapper = useRef<HTMLDivElement>(null);
    // The section's own root once its code has come, with what it renders from props.
    const own = useRef<{ root: Root; element: (sectionProps: Props) => ReactElement } | null>(null);
    const latestProps = useRef(props);
    const isKept = kept !== null;
    useEffect(() => {
      latestProps.current = props;
      own.current?.root.render(own.current.element(props));
    }, [props]);
    useEffect(() => {
      const element = wrapper.current;
      if (!isKept || !element) return undefined;
      let isGone = false;
      // Presses and keys from now until the section is interactive, replayed on it once it is (Ready).
      const early = recordEarlyInput(element);
      const stop = whenNear(element, () => {
        void load().then((module) => {
          if (isGone) return;
          const Section = module[name] as ComponentType<Props>;
          const render = (sectionProps: Props) => (
            <>
              <Section {...sectionProps} />
              <Ready element={element} onReady={early.replay} />
            </>
          );
          // From here React's own listeners on the root take the presses (hydrating first what is pressed).
          early.stop();
          own.current = { root: hydrateRoot(element, render(latestProps.current)), element: render };
        });
      });
      return () => {
        isGone = true;
        stop();
        early.stop();
        const root = own.current?.root;
        own.current = null;
        // React refuses to unmount a root while it is committing another; in the next task it does not.
        if (root) setTimeout(() => root.unmount());
      };
    }, [isKept]);
    if (typeof window === 'undefined')
      return (
        <div data-near={id}>
          <OnServer {...props} />
        </div>
      );
    if (kept) return <div key="kept" ref={wrapper} data-near={id} dangerouslySetInnerHTML={{ __html: kept }} />;
    return (
      <div key="live" data-near={id}>
        <Live {...props} />
      </div>
    );
  }
  return memo(Near) as unknown as M[K];
}

/** Marks the section's wrapper once its root has hydrated, then replays what the visitor did before. */
function Ready({ element, onReady }: { element: HTMLElement; onReady: () => void }) {
  useEffect(() => {
    element.setAttribute(READY_ATTRIBUTE, '');
    onReady();
  }, [element, onReady]);
  return null;
}

/** The most presses and keys kept for replay: a visitor's burst before a section wakes, never an unbounded log. */
const MAX_EARLY_INPUTS = 8;

/**
 * Records the clicks and key presses that reach a section before it is interactive (a tab pressed the moment it
 * scrolls into view, or after a jump to `/#testimonials`), so that none is lost: `replay` sends each again, in order,
 * to the same element, which hydration keeps. A click on a link is left alone: the browser has already followed it.
 * A key the section will handle (an arrow between tabs) has its default (scrolling) held back.
 */
export function recordEarlyInput(element: HTMLElement): { replay: () => void; stop: () => void } {
  // Each press is kept as the event that replays it (an event can be dispatched once, later) and its target.
  const inputs: Array<[Element, Event]> = [];
  const record = (event: Event) => {
    const target = event.target as Element;
    const isKey = event instanceof KeyboardEvent;
    if (inputs.length >= MAX_EARLY_INPUTS || (isKey ? !REPLAYED_KEYS.has(event.key) : target.closest('a[href]')))
      return;
    if (isKey) event.preventDefault();
    const init = { bubbles: true, cancelable: true };
    inputs.push([
      target,
      isKey
        ? new KeyboardEvent('keydown', { ...init, key: event.key })
        : new MouseEvent('click', { ...init, view: window }),
    ]);
  };
  const types = ['click', 'keydown'];
  types.forEach((type) => element.addEventListener(type, record, true));
  return {
    replay: () => inputs.splice(0).forEach(([target, event]) => target.isConnected && target.dispatchEvent(event)),
    stop: () => types.forEach((type) => element.removeEventListener(type, record, true)),
  };
}

/** Keys a section acts on itself (the tabs' arrows, Home and End); Enter and Space on a button arrive as a click. */
const REPLAYED_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** How far ahead of the screen a `nearSection` starts loading: one screen's height above and below. */
const NEAR_MARGIN = '100% 0px';

/**
 * Calls `onNear` once, when the element comes within a screen of the viewport or the visitor presses on or
 * focuses into it (a section reached faster than the observer reports). Returns the cleanup.
 */
function whenNear(element: HTMLElement, onNear: () => void): () => void {
  const events = ['pointerdown', 'focusin'] as const;
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && near(), {
          rootMargin: NEAR_MARGIN,
        });
  function stop() {
    observer?.disconnect();
    events.forEach((type) => element.removeEventListener(type, near, true));
  }
  function near() {
    stop();
    onNear();
  }
  if (!observer) {
    near();
    return stop;
  }
  observer.observe(element);
  events.forEach((type) => element.addEventListener(type, near, true));
  return stop;
}
