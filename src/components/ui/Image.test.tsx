import React from 'react';
import { render, screen } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from './Image';

const image = (layout: IGatsbyImageData['layout'], extra: Partial<IGatsbyImageData> = {}): IGatsbyImageData => ({
  layout,
  width: 640,
  height: 360,
  images: {
    fallback: { src: '/a-640.jpg', srcSet: '/a-320.jpg 320w,/a-640.jpg 640w', sizes: '100vw' },
    sources: [
      { type: 'image/avif', srcSet: '/a-320.avif 320w,/a-640.avif 640w', sizes: '100vw' },
      { type: 'image/webp', srcSet: '/a-320.webp 320w,/a-640.webp 640w', sizes: '100vw' },
    ],
  },
  ...extra,
});

describe('Picture', () => {
  it('offers every format in order before the fallback, with its srcset and sizes', () => {
    const { container } = render(<Picture image={image('constrained')} alt="A dashboard" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', '/a-320.avif 320w,/a-640.avif 640w');
    const img = screen.getByRole('img', { name: 'A dashboard' });
    expect(img).toHaveAttribute('src', '/a-640.jpg');
    expect(img).toHaveAttribute('srcset', '/a-320.jpg 320w,/a-640.jpg 640w');
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it('is lazy and decoded off the main thread unless told it is in the first screen', () => {
    const { rerender } = render(<Picture image={image('constrained')} alt="" />);
    const img = () => document.querySelector('img')!;
    expect(img()).toHaveAttribute('loading', 'lazy');
    expect(img()).toHaveAttribute('decoding', 'async');
    expect(img()).not.toHaveAttribute('fetchpriority');
    rerender(<Picture image={image('constrained')} alt="" loading="eager" fetchPriority="high" />);
    expect(img()).toHaveAttribute('loading', 'eager');
    expect(img()).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the dominant colour behind a picture still loading', () => {
    const { container } = render(<Picture image={image('constrained', { backgroundColor: '#183878' })} alt="" />);
    expect(container.querySelector('picture')).toHaveStyle({ backgroundColor: '#183878' });
  });
});
