/** @jest-environment node */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from './Image';

const image = (layout: IGatsbyImageData['layout']): IGatsbyImageData => ({
  layout,
  width: 640,
  height: 360,
  images: { fallback: { src: '/a-640.jpg' } },
});

// The box must be in the server's HTML, before any script runs: that is what keeps the layout still.
describe('Picture on the server', () => {
  const frameStyle = (data: IGatsbyImageData) =>
    /<picture[^>]*style="([^"]*)"/.exec(renderToStaticMarkup(<Picture image={data} alt="" />))?.[1];

  it('holds its box in the server HTML before the file arrives: the ratio, at most its width when constrained', () => {
    expect(frameStyle(image('constrained'))).toBe('width:100%;max-width:640px;aspect-ratio:640 / 360');
    expect(renderToStaticMarkup(<Picture image={image('constrained')} alt="" />)).toMatch(
      /<img[^>]* width="640" height="360"/,
    );
  });

  it('fills the width when full-width and keeps its exact size when fixed', () => {
    expect(frameStyle(image('fullWidth'))).toBe('width:100%;aspect-ratio:640 / 360');
    expect(frameStyle(image('fixed'))).toBe('width:640px;height:360px');
  });
});
