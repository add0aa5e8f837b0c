import React from 'react';
import type { HeadFC } from 'gatsby';
import { Seo } from '../components/seo/Seo';
import { WayOutHero } from '../app/WayOutHero';
import { BuiltHead } from '../components/seo/BuiltHead';

const OFFLINE_TITLE = 'You are offline';

/** The service worker's page, offline, for a page this browser has not opened before (product-rules §10 Installable and offline). */
export default function OfflinePage() {
  return (
    <WayOutHero
      title={OFFLINE_TITLE}
      eyebrow="No connection"
      intro="This page has not been saved on your device yet, and we cannot reach the network to fetch it. Pages you have read before still open offline. Reconnect and reload to read this one."
    />
  );
}

const HeadTags: HeadFC = () => (
  <Seo
    title={OFFLINE_TITLE}
    description="Shown when a page cannot be loaded without a network connection."
    path="/offline/"
    noindex
  />
);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
