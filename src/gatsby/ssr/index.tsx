import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { Layout } from '../../app/Layout';
import { RootProviders } from '../../app/RootProviders';
import { ATOM_PATH } from '../../lib/blog/feed';
import { FONT_FACE_CSS, FONT_URL } from '../../styles/global-style';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <RootProviders>{element}</RootProviders>;

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => <Layout>{element}</Layout>;

/**
 * `<html lang="en">`, a preload of the one font file the first paint needs (SPEC §9), and on blog
 * pages the Atom feed beside the RSS link gatsby-plugin-feed adds there.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([
    <link key="font" rel="preload" href={FONT_URL} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <style key="font-face" dangerouslySetInnerHTML={{ __html: FONT_FACE_CSS }} />,
    ...(pathname.startsWith('/blog/')
      ? [<link key="atom" rel="alternate" type="application/atom+xml" title="Atom feed" href={ATOM_PATH} />]
      : []),
  ]);
};
