import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { Layout } from '../../app/Layout';
import { RootProviders } from '../../app/RootProviders';
import { FONT_FACE_CSS, FONT_URL } from '../../styles/global-style';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <RootProviders>{element}</RootProviders>;

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => <Layout>{element}</Layout>;

/** `<html lang="en">` and a preload of the one font file the first paint needs (SPEC §9). */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([
    <link key="font" rel="preload" href={FONT_URL} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <style key="font-face" dangerouslySetInnerHTML={{ __html: FONT_FACE_CSS }} />,
  ]);
};
