import React from 'react';
import { render } from '@testing-library/react';
import { postCard } from '../../../tests/fixtures/blog-cards';
import { posterCardImage } from '../../lib/blog/poster-images';
import { PostCard } from './PostCard';

/** A card whose poster was drawn at build time (BlogPoster), as the PostCard fragment returns it. */
const drawn = postCard(7, { drawnPoster: { card: posterCardImage('k7', '#183878') } });
/** The card's picture (ui/Image.tsx). */
const mainImage = (container: HTMLElement) => {
  const image = container.querySelector('picture img');
  if (!image) throw new Error('the card has no poster');
  return image;
};
const srcSetOf = (image: Element) => image.getAttribute('srcset');

describe('PostCard', () => {
  it('shows a drawn poster from its final WebP files at the card sizes, in the poster shape', async () => {
    const { container } = render(<PostCard post={drawn} />);
    const image = await mainImage(container);
    expect(image).toHaveAttribute('alt', '');
    expect(srcSetOf(image)).toBe(drawn.drawnPoster!.card.images.fallback!.srcSet);
    expect(srcSetOf(image)).toMatch(/^(\/static\/posters\/k7-\d+\.webp \d+w,?)+$/);
    expect(image).toHaveAttribute('sizes', drawn.drawnPoster!.card.images.fallback!.sizes);
    // The frame keeps the 720x378 box before the image loads (no layout shift).
    expect(image).toHaveAttribute('width', '720');
    expect(image).toHaveAttribute('height', '378');
  });

  it('loads the poster lazily below the fold, eagerly in the first row and first with priority', async () => {
    const lazy = await mainImage(render(<PostCard post={drawn} />).container);
    expect(lazy).toHaveAttribute('loading', 'lazy');
    const eager = await mainImage(render(<PostCard post={drawn} isEager />).container);
    expect(eager).toHaveAttribute('loading', 'eager');
    expect(eager).not.toHaveAttribute('fetchpriority');
    const first = await mainImage(render(<PostCard post={drawn} isPriority />).container);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows no image when the post has neither a drawn nor an own poster', () => {
    const { container } = render(<PostCard post={postCard(8)} />);
    expect(container.querySelector('img')).toBeNull();
  });
});
