import React, { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prefetchPathname, type GatsbyBrowser } from 'gatsby';
import { Layout } from '../../app/Layout';
import { recoverFromChunkErrors, rememberPendingPath } from './chunk-recovery';
import { prefetchablePagePath } from '../../lib/ui/browser-rules';
import { trackMarkedClicks } from '../../services/analytics';

// Registered as this module loads, before Gatsby's own chunk-error listener, so ours runs first.
if (typeof window !== 'undefined') recoverFromChunkErrors();

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => <Layout>{element}</Layout>;

/** Hydrates as a transition: React yields between 5 ms slices instead of one long task (Total Blocking Time). */
export const replaceHydrateFunction = () => (element: React.ReactElement, container: Element) =>
  startTransition(() => void hydrateRoot(container, element));

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // Prefetches a page when the pointer hovers a plain link to it (links inside post bodies, sections kept as the
  // server sent them); `<Link>` already does this for its own links (product-rules §7, conventions §7).
  const prefetched = new Set<string>();
  document.addEventListener(
    'pointerover',
    (event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      const path = prefetchablePagePath(anchor?.getAttribute('href') ?? null, window.location.origin);
      if (path && !prefetched.has(path)) {
        prefetched.add(path);
        prefetchPathname(path);
      }
    },
    { passive: true },
  );
  trackMarkedClicks();
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  // Registers the Workbox service worker from /sw.js after load; the outcome is only logged (product-rules §2).
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => console.info('Service worker registered with scope', registration.scope))
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};

/*
 * Hash links scroll natively: the global style's `scroll-behavior: smooth` (unless the visitor prefers reduced
 * motion) applies to the browser's own jumps and to Gatsby's `scrollIntoView` for a route with a hash. It would
 * also animate Gatsby's `window.scrollTo` to the top (or the saved position) of a new page
 * (https://github.com/gatsbyjs/gatsby/issues/16603), so a page change without a hash jumps there, as a page load
 * does. Delete this when gatsby-react-router-scroll scrolls with `behavior: 'instant'`.
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({
  routerProps: { location },
  prevRouterProps,
  getSavedScrollPosition,
}) => {
  if (!prevRouterProps || location.hash || prevRouterProps.location.pathname === location.pathname) return true;
  const [left, top] = getSavedScrollPosition(location) as [number, number | undefined];
  window.scrollTo({ left, top: top ?? 0, behavior: 'instant' });
  return false;
};

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location }) => {
  rememberPendingPath(location.pathname);
};
