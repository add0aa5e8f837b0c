import type { AnalyticsEvent } from '../lib/analytics/analytics-events';

type PlausibleFn = ((event: string, options?: { props?: Record<string, string> }) => void) & { q?: unknown[] };

declare global {
  interface Window {
    plausible?: PlausibleFn;
  }
}

/**
 * Read straight from process.env (not through config/env.ts) so the build inlines the values: with
 * analytics off the condition is a constant and the minifier removes the tracking code from every page.
 */
const isAnalyticsOn = Boolean(process.env.GATSBY_ANALYTICS_SCRIPT_URL && process.env.GATSBY_ANALYTICS_DOMAIN);

/**
 * Reports a conversion to the Plausible-compatible script when analytics is configured; otherwise
 * does nothing. Before the deferred script has run, calls wait in its documented queue (`plausible.q`).
 */
export function trackEvent(event: AnalyticsEvent, props?: Record<string, string>): void {
  if (!isAnalyticsOn || typeof window === 'undefined') return;
  if (!window.plausible) {
    const queue: PlausibleFn = (...args) => {
      (queue.q = queue.q ?? []).push(args);
    };
    window.plausible = queue;
  }
  window.plausible(event, props ? { props } : undefined);
}

/**
 * One click listener for the whole site: a link or button with `data-analytics-event` reports that
 * event (e.g. every "Schedule a Call" link), so components need no analytics code. Installed once.
 */
export function trackMarkedClicks(): void {
  if (!isAnalyticsOn) return;
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('[data-analytics-event]') : null;
      const name = target?.getAttribute('data-analytics-event');
      if (name) trackEvent(name as AnalyticsEvent, { path: window.location.pathname });
    },
    { capture: true },
  );
}
