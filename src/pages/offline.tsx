import React from 'react';
import type { HeadFC } from 'gatsby';
import { Seo } from '../components/seo/Seo';
import { ButtonLink } from '../components/ui/ButtonLink';
import { Hero } from '../components/ui/Hero';

const OFFLINE_TITLE = 'You are offline';

/**
 * What the service worker shows, without a network, for a page this browser has not opened before
 * (issue 14 item 6). Pages already visited still open offline from the cache.
 */
export default function OfflinePage() {
  return (
    <Hero
      title={OFFLINE_TITLE}
      eyebrow="No connection"
      intro="This page has not been saved on your device yet, and we cannot reach the network to fetch it. Pages you have read before still open offline. Reconnect and reload to read this one."
      actions={
        <>
          <ButtonLink to="/" $variant="light">
            Go to the home page
          </ButtonLink>
          <ButtonLink to="/blog/" $variant="light">
            Read the blog
          </ButtonLink>
        </>
      }
    />
  );
}

export const Head: HeadFC = () => (
  <Seo
    title={OFFLINE_TITLE}
    description="Shown when a page cannot be loaded without a network connection."
    path="/offline/"
    noindex
  />
);
