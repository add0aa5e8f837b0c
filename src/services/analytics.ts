import type { AnalyticsEvent } from '../lib/analytics/analytics-events';

type PlausibleFn = ((event: string, options?: { props?: Record<string, string> }) => void) & { q?: unknown[] };

declare global {
  interface Window {
    plausible?: PlausibleFn;
  }
}

/** Not through config/env.ts: inlined, so with analytics off the minifier drops the tracking code from every page. */
const isAnalyticsOn = Boolean(process.env.GATSBY_ANALYTICS_SCRIPT_URL && process.env.GATSBY_ANALYTICS_DOMAIN);

/**
 * Before the deferred script has run, calls wait in its documented queue (`plausible.q`). `props` add to the
 * page path, e.g. `{ kind: 'timeout' }` for `Enquiry failed` or `{ via: 'header' }` for a Contact route.
 */
export function trackEvent(event: AnalyticsEvent, props: Record<string, string> = {}): void {
  if (!isAnalyticsOn || typeof window === 'undefined') return;
  if (!window.plausible) {
    const queue: PlausibleFn = (...args) => {
      (queue.q ??= []).push(args);
    };
    window.plausible = queue;
  }
  window.plausible(event, { props: { ...props, path: window.location.pathname } });
}

/**
 * One listener for the whole site: an element with `data-analytics-event` reports it (with its
 * `data-analytics-via`, when present), so components need no code.
 */
export function trackMarkedClicks(): void {
  if (!isAnalyticsOn) return;
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('[data-analytics-event]') : null;
      const name = target?.getAttribute('data-analytics-event');
      const via = target?.getAttribute('data-analytics-via');
      if (name) trackEvent(name as AnalyticsEvent, via ? { via } : {});
    },
    { capture: true },
  );
}
