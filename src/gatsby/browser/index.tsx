import React, { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import { Layout } from '../../app/Layout';
import { RootProviders } from '../../app/RootProviders';
import { recoverFromChunkErrors, rememberPendingPath } from './chunk-recovery';
import { listenForHashChanges, scrollToHash } from './hash-scroll';
import { prefetchBlogLinksOnHover } from './prefetch-links';
import { registerServiceWorker } from './service-worker';
import { trackMarkedClicks } from '../../services/analytics';

// Registered while this module loads, i.e. before Gatsby's own navigation module adds its listener,
// so our loop-safe recovery handles chunk errors first and can stop Gatsby's unconditional reload.
if (typeof window !== 'undefined') recoverFromChunkErrors();

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <RootProviders>{element}</RootProviders>
);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => <Layout>{element}</Layout>;

/**
 * Hydrates the server HTML as a transition: React then works in 5 ms slices and yields to the
 * browser between them, instead of hydrating the whole page in one long task (Total Blocking Time).
 * A click or key press before it finishes makes React hydrate the part that was hit first.
 */
export const replaceHydrateFunction = () => (element: React.ReactElement, container: Element) => {
  startTransition(() => {
    hydrateRoot(container, element);
  });
};

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  listenForHashChanges();
  prefetchBlogLinksOnHover();
  trackMarkedClicks();
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  registerServiceWorker();
  if (window.location.hash) window.requestAnimationFrame(() => scrollToHash(window.location.hash));
};

/** With a hash, we scroll ourselves (smoothly) in onRouteUpdate instead of Gatsby's instant jump. */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) => !routerProps.location.hash;

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location }) => {
  rememberPendingPath(location.pathname);
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  if (prevLocation && location.hash) window.requestAnimationFrame(() => scrollToHash(location.hash));
};
