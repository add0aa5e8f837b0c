import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { ATOM_PATH, FEED_PATH } from '../../lib/routes';
import { analyticsConfig } from '../../config/env';
import { MANIFEST_PATH } from '../../lib/seo/manifest';
import { THEME_INIT_SCRIPT } from '../../lib/ui/theme-choice';
import { FONT_FACE_CSS } from '../../styles/global-style';
import { THEME_CSS } from '../../styles/palettes';

export { wrapPageElement } from '../browser';

/**
 * The saved theme applies before the first paint. The font is not preloaded: its fallback is scaled to Inter's metrics,
 * so the swap moves nothing, and a preload put its 49.5 KB before the first paint (docs/performance.md).
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([
    <script key="theme" dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />,
    <style key="theme-colors" dangerouslySetInnerHTML={{ __html: THEME_CSS }} />,
    <style key="font-face" dangerouslySetInnerHTML={{ __html: FONT_FACE_CSS }} />,
    <link key="manifest" rel="manifest" href={MANIFEST_PATH} />,
    ...(pathname.startsWith('/blog/')
      ? [
          <link key="rss" rel="alternate" type="application/rss+xml" title="RSS feed" href={FEED_PATH} />,
          <link key="atom" rel="alternate" type="application/atom+xml" title="Atom feed" href={ATOM_PATH} />,
        ]
      : []),
    ...(analyticsConfig
      ? [<script key="analytics" defer data-domain={analyticsConfig.domain} src={analyticsConfig.scriptUrl} />]
      : []),
  ]);
};

/**
 * gatsby-plugin-image stays for its data (the `gatsbyImageData` resolver and its types), but pictures are drawn by
 * `ui/Image.tsx` without its component, so the style, `<noscript>` style and script its `onRenderBody` adds to
 * every head would be dead weight (and an inline script outside the page's script policy).
 */
const PLUGIN_IMAGE_HEAD_KEYS = new Set([
  'gatsby-image-style',
  'gatsby-image-style-noscript',
  'gatsby-image-style-script',
]);

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter(
      (component) => !(React.isValidElement(component) && PLUGIN_IMAGE_HEAD_KEYS.has(String(component.key))),
    ),
  );
};
